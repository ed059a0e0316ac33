"""Every fast path of the 31-point game against its plain twin (the standard: a fast path is tested
against the plain one). Scoring on every hand; the replay on every 31 scenario and on simulated records."""

from __future__ import annotations

import json
from itertools import combinations, permutations

import pytest

from stopbus_ref.core.errors import InputError, RuleViolation
from stopbus_ref.records.loader import load_yaml
from stopbus_ref.thirty_one.engine import Deal, Rules31
from stopbus_ref.thirty_one.record import read_record31
from stopbus_ref.thirty_one.replay import Report, replay31
from stopbus_ref.thirty_one.scoring import ScoreMode, plain_score, score_plain3
from stopbus_ref.thirty_one.simulate import dump_record31, play_game31, to_record31
from stopbus_ref.ui.thirty_one.report import report_json31, write_report_json31
from tests.helpers import ROOT, SHARED


@pytest.mark.parametrize("best", [False, True])
def test_31_fast_score_plain3_is_plain_score_on_every_ordered_triple(best: bool) -> None:
    n = 0
    for h in combinations(range(52), 3):
        want = plain_score(h, best)
        for a, b, c in permutations(h):
            assert score_plain3(a, b, c, best) == want, (a, b, c)
            n += 1
    assert n == 22_100 * 6


# -- the replay's JSON: written deal by deal from pieces, the same text as json.dumps of the object ----------------
SCENARIOS31 = sorted(ROOT.glob("scenarios/31-*.yaml")) + sorted((SHARED / "acceptance" / "scenarios31").glob("*.yaml"))


def _simulated() -> list[tuple[str, str]]:
    """Simulated records of every variant and option (recycles, instant 31, blitz, pot, jokers, four cards)."""
    out = []
    cases = [Rules31(), Rules31(blitz=True), Rules31(blitz=True, blitz_31="knockout", pot=True),
             Rules31(four_card=True), Rules31(jokers=True, score=ScoreMode.BEST_SUIT),
             Rules31(four_card=True, jokers=True, pot=True)]
    for i, rules in enumerate(cases):
        for players, strategy in ((3, "eager"), (7, "cautious")):
            g = play_game31([f"P{k}" for k in range(1, players + 1)], 100 + i, rules, lives=3, max_deals=40,
                            strategy=strategy)
            out.append((f"sim-{i}-{players}-{strategy}", dump_record31(to_record31(g))))
    return out


RECORDS = [(p.name, p.read_text(encoding="utf-8")) for p in SCENARIOS31] + _simulated()


def _report(text: str) -> Report | None:
    try:
        return replay31(read_record31(load_yaml(text)))
    except InputError:
        return None  # an unreadable record never reaches the writer


@pytest.mark.parametrize("name,text", RECORDS, ids=[n for n, _ in RECORDS])
def test_31_fast_json_writer_is_json_dumps_of_the_object(name: str, text: str) -> None:
    report = _report(text)
    if report is None:
        return
    for ensure_ascii in (False, True):
        for only in (None, 1, 2):
            obj = report_json31(report)
            if only is not None:
                obj["deals"] = [d for d in obj["deals"] if d["number"] == only]
            out: list[str] = []
            write_report_json31(report, out.append, ensure_ascii=ensure_ascii, only=only)
            assert "".join(out) == json.dumps(obj, ensure_ascii=ensure_ascii) + "\n", (name, ensure_ascii, only)


def test_31_fast_paths_are_covered_by_the_records() -> None:
    """The records above reach what the fast paths handle: turns, recycles, partial deals, errors, jokers."""
    reports = [r for r in (_report(t) for _, t in RECORDS) if r is not None]
    assert len(SCENARIOS31) >= 39
    turns = [t for r in reports for d in [*r.deals, *([r.partial] if r.partial else [])] for t in d.turns]
    assert len(turns) > 1000 and any(t.recycled for t in turns) and any(t.turned for t in turns)
    assert any(r.partial is not None for r in reports) and any(r.error is not None for r in reports)
    assert any(c >= 52 for t in turns for c in t.hand_after)


def test_31_instant_31_json_of_a_turn_after_the_round_ended(cli) -> None:
    """A turn after an instant 31 is a rule error; the JSON answer says so (it was an internal error)."""
    r = cli("replay", str(ROOT / "scenarios/31-22-illegal-turn-after-31.yaml"), "--json")
    j = json.loads(r.stdout)
    assert r.exit_code == 1 and j["error"]["rule"] == "31-instant-31" and j["partial_deal"]["ended_by"] == "instant-31"
    assert "stopped at the error" in j["partial_deal"]["verdict"]


def _answer(text: str) -> tuple[int, str]:
    """The exit code and the whole JSON answer of a record (or the input error's message)."""
    report = _report(text)
    if report is None:
        try:
            replay31(read_record31(load_yaml(text)))
        except InputError as e:
            return e.exit_code, e.message
        raise AssertionError("unreachable")
    return report.exit_code, json.dumps(report_json31(report))


@pytest.mark.parametrize("name,text", RECORDS, ids=[n for n, _ in RECORDS])
def test_31_fast_swap_is_the_plain_turn(name: str, text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal._swap_fast (in-place swaps from an ordered stock) rules exactly as the plain plan-and-commit path:
    the same rulings, turns, rule ids, errors and exit codes, the whole JSON answer equal."""
    fast = _answer(text)
    monkeypatch.setattr(Deal, "FAST", False)
    assert _answer(text) == fast, name


def test_31_fast_swap_refuses_nothing_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every refusal comes from the plain path, worded there: a card not in the hand or pool, a turn out of order,
    a wrong `turn` name (one swap, swap all) leave the deck-mode deal as it was and raise the same error either way."""
    import random

    from stopbus_ref.thirty_one.engine import Action31, Game31

    deck = list(range(52))
    random.Random(9).shuffle(deck)
    messages: dict[bool, list[str]] = {}
    for on in (True, False):
        monkeypatch.setattr(Deal, "FAST", on)
        deal = Game31(["Ann", "Ben", "Cat"], {"Ann": 3, "Ben": 3, "Cat": 3}, "Cat", Rules31()).start_deck(1, deck)
        me, other = deal.current, deal.players[1]
        hand, pool, top = deal.hands[me], deal.pool, deal.stock.cards()[0]
        outside = next(c for c in range(52) if c not in hand and c not in pool)
        wrong = next(c for c in range(52) if c != top)
        before = (dict(deal.hands), list(deal.pool), list(deal.discards), deal.stock.cards(), len(deal.log))
        messages[on] = []
        for who, action in ((me, Action31("swap", outside, pool[0])), (me, Action31("swap", hand[0], outside)),
                            (other, Action31("swap", deal.hands[other][0], pool[0])),
                            (me, Action31("swap", hand[0], pool[0], turn=(wrong,))),
                            (me, Action31("swap", hand[0], pool[0], turn=(top, wrong))),
                            (me, Action31("swap-all", turn=(wrong, top, top)))):
            with pytest.raises((RuleViolation, InputError)) as e:
                deal.play(who, action)
            messages[on].append(e.value.message)
            assert (dict(deal.hands), list(deal.pool), list(deal.discards), deal.stock.cards(),
                    len(deal.log)) == before
        assert deal.play(me, Action31("swap", hand[0], pool[0], turn=(top,))).turned == (top,)
    assert messages[True] == messages[False]


def test_31_replay_json_start_up_loads_no_rich_and_no_renderer() -> None:
    """`stopbus replay RECORD --json` of a 31-point record imports nothing of rich and neither game's text
    renderer (start-up is part of the replay bench's measure)."""
    import subprocess
    import sys

    code = ("import sys\nfrom stopbus_ref.cli import main\n"
            f"code = main(['replay', {str(ROOT / 'scenarios/31-01-swap-one-knock-final-circuit.yaml')!r}, '--json'])\n"
            "mods = sorted(m for m in sys.modules if m == 'rich' or m.startswith('rich.') or m.endswith('render'))\n"
            "print(code, mods, file=sys.stderr)\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert p.stderr.strip().splitlines()[-1] == "0 []", p.stderr
    assert json.loads(p.stdout)["game"] == "thirty-one"


def test_31_turn_is_a_namedtuple_like_the_brag_turn() -> None:
    """The one idiom for hot records: the 31-point turn is a NamedTuple as the Brag turn (no object.__new__
    on a frozen dataclass); every turn of the records rebuilds equal from its fields, and stays immutable."""
    from stopbus_ref.brag import engine as brag_engine
    from stopbus_ref.thirty_one.engine import Turn

    assert issubclass(Turn, tuple) and issubclass(brag_engine.Turn, tuple)
    n = 0
    for _, text in RECORDS:
        report = _report(text)
        if report is None:
            continue
        for d in [*report.deals, *([report.partial] if report.partial else [])]:
            for t in d.turns:
                again = Turn(**t._asdict())
                assert type(t) is Turn and again == t and hash(again) == hash(t) and repr(again) == repr(t)
                n += 1
    assert n > 1000
    with pytest.raises(AttributeError):
        t.player = "someone else"  # type: ignore[misc]
