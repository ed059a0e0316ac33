"""The 31-point game's knock-threshold table (`odds --game 31 --table`) and `replay --odds` on 31-point records."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

from stopbus_ref.thirty_one import knock_tables
from stopbus_ref.thirty_one.odds import TABLE_SAMPLES, exact_odds, knock_odds, knock_table, lowest_counts
from stopbus_ref.thirty_one.replay import Report
from stopbus_ref.thirty_one.scoring import ScoreMode, parse_hand31
from tests.helpers import SCENARIOS
from tests.helpers31 import run31


@pytest.mark.parametrize("players", list(knock_tables.SIZES))
def test_31_lowest_loses_shipped_knock_table_matches_live_computation(players: int) -> None:
    shipped = knock_table(players)
    assert shipped == knock_tables.shipped_rows(players)
    assert shipped == knock_table(players, TABLE_SAMPLES, 1, shipped=False)


def test_31_lowest_loses_knock_table_other_samples_seed_or_score_are_computed() -> None:
    assert knock_tables.shipped_rows(10) is None
    rows = knock_table(4, 300, 2)
    assert rows == knock_table(4, 300, 2, shipped=False) and rows != knock_table(4)
    best = knock_table(2, mode=ScoreMode.BEST_SUIT)
    assert best == knock_table(2, mode=ScoreMode.BEST_SUIT, shipped=False)


def test_31_lowest_loses_knock_table_without_its_file_is_computed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(knock_tables, "_DATA", "/nonexistent/knock_tables.json")
    monkeypatch.setattr(knock_tables, "_CACHE", {})
    assert knock_tables.shipped_rows(2) is None
    assert knock_table(2) == knock_table(2, shipped=False)


@pytest.mark.parametrize("mode", list(ScoreMode))
def test_31_tied_lowest_sweep_counts_match_per_hand_exact_odds(mode: ScoreMode) -> None:
    hands, scores, counts = lowest_counts(mode)
    for i in random.Random(7).sample(range(len(hands)), 25):
        exact = exact_odds(hands[i], 2, (), mode)
        expected = 0 if scores[i] == 31 else counts[i]
        assert exact.lowest.fraction == Fraction(expected, 18424), hands[i]
        assert exact.score == scores[i]


@pytest.mark.parametrize("players", [2, 3])
def test_31_lowest_loses_exact_knock_table_is_the_lowest_safe_score(players: int) -> None:
    hands, scores, counts = lowest_counts()
    rows = knock_table(players, shipped=False)
    assert [r.limit for r in rows] == list(knock_tables.THRESHOLDS)
    for row in rows:
        assert row.hand is not None and row.score is not None and row.lowest is not None
        assert row.lowest.fraction is not None and row.lowest.value <= row.limit
        assert row.lowest == exact_odds(row.hand, players).lowest and scores[hands.index(row.hand)] == row.score
        # the hand shown is its score's riskiest at 2 players
        assert counts[hands.index(row.hand)] == max(c for c, s in zip(counts, scores, strict=True) if s == row.score)
    assert [r.score for r in rows] == sorted(r.score for r in rows if r.score is not None)


def test_31_lowest_loses_sampled_knock_table_is_estimated_and_ordered() -> None:
    rows = knock_table(6, samples=1_000, seed=3, shipped=False)
    for r in rows:
        assert r.lowest is not None and r.lowest.ci95 is not None and not r.lowest.exact
        assert r.lowest.value <= r.limit
    assert [r.score for r in rows] == sorted(r.score for r in rows if r.score is not None)


# -- the command line ----------------------------------------------------------------------------------

def test_31_lowest_loses_cli_odds_table_json(cli) -> None:
    r = cli("odds", "--game", "31", "--table", "--players", "2", "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 0 and out["game"] == "thirty-one" and out["model"] == "dealt" and out["seen"] == []
    (row,) = out["table"]
    assert row["players"] == 2 and row["exact"] is True and row["samples"] is None
    assert [t["limit"] for t in row["thresholds"]] == [0.5, 0.25, 0.1, 0.05]
    first = row["thresholds"][0]
    assert set(first) == {"limit", "score", "hand", "p_worst", "fraction"}
    assert Fraction(first["fraction"]) == exact_odds(parse_hand31(" ".join(first["hand"])), 2).lowest.fraction
    assert "31-lowest-loses" in out["rules"]


def test_31_lowest_loses_cli_odds_table_text_all_sizes(cli) -> None:
    r = cli("odds", "--game", "31", "--table")
    assert r.exit_code == 0 and r.stderr == ""
    assert r.stdout.startswith("Knock thresholds: the lowest score that is the lowest at most")
    assert "estimated" in r.stdout and "exact" in r.stdout and "[31-lowest-loses" in r.stdout


@pytest.mark.parametrize("args,message", [
    (["Ah Kh Qh", "--table"], "--table takes no hand and no --seen"),
    (["--table", "--players", "3", "--samples", "9"], "--samples does nothing for 3 players: that row is exact"),
    (["--table", "--players", "18"], "--players must be 2 to 17"),
])
def test_31_game_cli_odds_table_errors_exit_2(cli, args: list[str], message: str) -> None:
    r = cli("odds", "--game", "31", *args)
    assert r.exit_code == 2 and message in r.stderr and "Traceback" not in r.stderr


# -- replay --odds --------------------------------------------------------------------------------------

def _report(name: str) -> Report:
    return run31((SCENARIOS / name).read_bytes())


def test_31_knock_replay_odds_from_the_callers_view() -> None:
    report = _report("31-01-swap-one-knock-final-circuit.yaml")
    d = report.deals[0]
    ko = knock_odds(d, ScoreMode.REPRESENTED)
    assert ko is not None and ko.stopper == d.caller == "Ben" and ko.call == "knock"
    turn = next(t for t in d.turns if t.action.kind == "knock")
    assert ko.odds == exact_odds(turn.hand_after, 3, turn.pool_after)
    assert ko.lost is False and ko.upset is False and ko.outcome_chance == 1 - ko.odds.lowest.value


def test_31_stop_replay_odds_unfinished_and_uncalled_rounds() -> None:
    waiting = _report("31-19-in-progress.yaml")
    rounds = [*waiting.deals, *([waiting.partial] if waiting.partial else [])]
    called = [knock_odds(d, ScoreMode.REPRESENTED) for d in rounds]
    assert any(k is not None and k.lost is None and k.upset is None for k in called)
    instant = _report("31-07-instant-31-at-the-deal.yaml")
    assert all(knock_odds(d, ScoreMode.REPRESENTED) is None for d in instant.deals)


def test_31_knock_cli_replay_odds_json(cli) -> None:
    r = cli("replay", str(SCENARIOS / "31-01-swap-one-knock-final-circuit.yaml"), "--odds", "--json")
    so = json.loads(r.stdout)["deals"][0]["stop_odds"]
    assert r.exit_code == 0 and so["stopper"] == "Ben" and so["call"] == "knock" and so["players"] == 3
    assert so["game"] == "thirty-one" and so["exact"] is True and so["lost"] is False and so["upset"] is False
    assert so["outcome_chance"] == 1 - so["p_worst"] and so["seen"] == ["Kd", "4c", "Jh"]
    plain = json.loads(cli("replay", str(SCENARIOS / "31-01-swap-one-knock-final-circuit.yaml"), "--json").stdout)
    assert "stop_odds" not in plain["deals"][0]
    instant = json.loads(cli("replay", str(SCENARIOS / "31-07-instant-31-at-the-deal.yaml"), "--odds",
                             "--json").stdout)
    assert all(d["stop_odds"] is None for d in instant["deals"])


def test_31_knock_cli_replay_odds_text(cli) -> None:
    out = cli("replay", str(SCENARIOS / "31-01-swap-one-knock-final-circuit.yaml"), "--odds").stdout
    assert "Odds: Ben knocked with" in out and "the lowest of 3 as dealt 0.94% (exact 878029/93668190)" in out
    assert "No upset: Ben did not lose a life; as Ben saw it at the knock, the chance of that was 99.06%." in out
    stop = cli("replay", str(SCENARIOS / "31-02-swap-all-stop.yaml"), "--odds").stdout
    assert "Odds: Ben stopped the bus with" in stop and "10,000 deals" in stop
    waiting = cli("replay", str(SCENARIOS / "31-19-in-progress.yaml"), "--odds").stdout
    assert "Odds: the hands are not shown yet." in waiting


def test_31_four_card_cli_replay_odds_refused_for_a_four_card_record(cli) -> None:
    r = cli("replay", str(SCENARIOS / "31-12-four-card-deck-mode.yaml"), "--odds")
    assert r.exit_code == 2 and "--odds: the 31-point odds cover hands of three plain cards" in r.stderr
    assert "[31-four-card]" in r.stderr and "Traceback" not in r.stderr
