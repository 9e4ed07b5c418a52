"""A small DOM of a printed page, for the tests that read figures back from HTML (the handout, the
workshop kit): ``dom(html)`` parses with the standard library's html.parser and checks that every
element is closed; ``Node.find_all(data_x="…")`` finds elements by attribute, ``Node.text`` their text.
Not a test module: the tests load it by its path (``--import-mode=importlib`` puts no test folder on
``sys.path``).
"""
from __future__ import annotations

from html.parser import HTMLParser


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.parts = tag, dict(attrs), parent, [], []

    @property
    def text(self) -> str:
        return "".join(p if isinstance(p, str) else p.text for p in self.parts)

    def iter(self):
        yield self
        for c in self.children:
            yield from c.iter()

    def find_all(self, **attrs):
        return [n for n in self.iter() if all(n.attrs.get(k.replace("_", "-")) == v if v is not True
                                                  else k.replace("_", "-") in n.attrs for k, v in attrs.items())]


VOID = {"meta", "br", "hr", "img", "link", "input"}


class _Builder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = self.node = Node("#root", {}, None)

    def handle_starttag(self, tag, attrs):
        n = Node(tag, attrs, self.node)
        self.node.children.append(n)
        self.node.parts.append(n)
        if tag not in VOID:
            self.node = n

    def handle_startendtag(self, tag, attrs):
        n = Node(tag, attrs, self.node)
        self.node.children.append(n)

    def handle_endtag(self, tag):
        n = self.node
        while n is not None and n.tag != tag:
            n = n.parent
        assert n is not None, f"</{tag}> closes nothing"
        self.node = n.parent

    def handle_data(self, data):
        self.node.parts.append(data)


def dom(html: str) -> Node:
    b = _Builder()
    b.feed(html)
    b.close()
    assert b.node is b.root, "an element is left open"
    return b.root
