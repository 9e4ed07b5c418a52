# Run before a lesson or a lab (as its first cell, or at the top of a child interpreter): any
# socket connection that is not to this machine raises, so a lesson that needs the network fails.
# Read as text by the tests (tests/conftest.py keeps pytest from importing it).
import socket as _socket

_connect = _socket.socket.connect


def _guarded(self, address, *args):
    host = address[0] if isinstance(address, tuple) else address
    if isinstance(host, str) and not (host.startswith("/") or host in ("127.0.0.1", "localhost", "::1")):
        raise OSError(f"network access attempted (the course must work offline): {address!r}")
    return _connect(self, address, *args)


_socket.socket.connect = _guarded
