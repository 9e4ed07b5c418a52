"""Typed stub of the compiled exact search (``_exact.c``; the glue is in :mod:`tarot_core.analysis.solver`)."""
from collections.abc import Callable, Sequence

ABI: int
BMI2: int                       # 1: the ranks renumbered with BMI2's pext/pdep (TAROT_LAB_NO_BMI2=1: 0)

def configure(half_points: Sequence[int], group: Sequence[int], followers: Sequence[int], trump_mask: int,
              suit_masks: Sequence[int], bout_mask: int, excuse: int, petit: int, twenty_one: int, low_mask: int,
              trump_low: int, trump_split: int, follow_worth: Sequence[int], /) -> None: ...

class Exact:
    def __new__(cls, taker: int, scores: Sequence[int], excuse_gain: Sequence[int], table_size: int,
                timeout: type[BaseException], points_table_size: int = ..., options: int = ...,
                table_max: int = ..., points_table_max: int = ...) -> Exact: ...
    def search(self, hands: Sequence[int], leader: int, trick: Sequence[int], t_half: int, t_bouts: int, flags: int,
               left: int, petit_prev: int, alpha: int, beta: int, deadline: float | None,
               clock: Callable[[], float], /) -> tuple[int, int]: ...
    def slots(self) -> tuple[int, int]: ...
