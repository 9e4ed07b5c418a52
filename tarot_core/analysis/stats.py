"""The statistics the figures are given with: a 95 % interval for a share (Wilson's) and for a mean
(normal approximation) — one home for the bots' matches, the advisor and the bench scripts."""
from __future__ import annotations

import math

Z95 = 1.959963984540054       # the normal quantile of a two-sided 95 % interval


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default): the values *p* for which
    the observed share is within *z* standard errors of *p*. Unlike "p ± 1.96 √(p(1−p)/n)" it
    stays inside [0, 1] and is sensible at 0 or *n* successes.

    Newcombe's table (Statistics in Medicine 17, 1998): 81 of 263 → 0.2553 to 0.3662; 0 of 20 →
    0 to 0.1611.

    >>> [round(x, 4) for x in wilson(81, 263)], [round(x, 4) for x in wilson(0, 20)]
    ([0.2553, 0.3662], [0.0, 0.1611])
    """
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values, z: float = Z95) -> tuple[float, float | None, float | None]:
    """The mean of *values* and its 95 % interval, mean ± z·s/√n (s: the sample standard
    deviation); the interval is None with fewer than two values.

    >>> [round(x, 2) for x in mean_interval([10, 20, 30])]     # s = 10: 20 ± 1.96 × 10 / √3 = 20 ± 11.32
    [20.0, 8.68, 31.32]
    """
    values = list(values)
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return (mean, None, None)
    s = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = z * s / math.sqrt(n)
    return (mean, mean - half, mean + half)


def half_width(values, z: float = Z95) -> float:
    """Half the 95 % interval of the mean of *values* (z standard errors); infinite with fewer than
    two values.

    >>> round(half_width([10, 20, 30]), 2)
    11.32
    """
    values = list(values)
    if len(values) < 2:
        return math.inf
    _, low, high = mean_interval(values, z)
    assert low is not None and high is not None
    return (high - low) / 2
