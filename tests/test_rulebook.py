"""The rulebook: ids, statuses and citations checked against the seed texts themselves."""

from __future__ import annotations

import pathlib
import re

from stopbus_ref.brag.rulebook import BY_ID, EN, OTHER, RULES, SPEC_IDS, TOPICS
from stopbus_ref.cli.rules_cmd import markdown
from stopbus_ref.sources import check_all, normalise, seed_text

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_rulebook_every_quote_is_verbatim_in_its_seed() -> None:
    assert check_all() == []
    for r in RULES:
        for c in r.citations:
            assert normalise(c.quote) in seed_text(c.source), (r.id, c.quote)


def test_rulebook_has_every_spec_id() -> None:
    assert set(SPEC_IDS) <= set(BY_ID) and len(SPEC_IDS) == 27
    assert len(BY_ID) == len(RULES), "duplicate rule id"


def test_rulebook_every_rule_cited_status_and_topic() -> None:
    for r in RULES:
        assert r.citations, r.id
        assert r.status in ("stated", "table agreement", "interpreted"), r.id
        assert r.topic in TOPICS, r.id
        if r.status == "interpreted":
            assert r.interpretation, f"{r.id} must say what the tool decided and why"
        for other in r.see_also:
            assert other in BY_ID, (r.id, other)


def test_rulebook_english_source_cited_first() -> None:
    for r in RULES:
        assert r.citations[0].source == EN, r.id


def test_other_games_only_rule_citing_002() -> None:
    citing = {r.id for r in RULES for c in r.citations if c.source == OTHER}
    assert citing == {"other-games"}


def test_rulebook_table_agreements_are_the_ones_000_calls_its_own() -> None:
    agreed = {r.id for r in RULES if r.status == "table agreement"}
    assert agreed == {"recycle", "stock-exhausted", "suit-tiebreak-duplicate"}


def test_rulebook_conflicts_recorded() -> None:
    assert "3-2-A van een kleur" in BY_ID["run-order"].conflicts
    assert "9 of meer" in BY_ID["players"].conflicts
    assert "not the face-up exchange game" in BY_ID["other-games"].conflicts


def test_rulebook_every_emitted_rule_id_is_registered() -> None:
    """Scan the package for rule ids it emits (rule="x", rules lists, rules_tag(...))."""
    emitted: set[str] = set()
    for path in (ROOT / "stopbus_ref").rglob("*.py"):
        text = path.read_text()
        emitted |= set(re.findall(r'rule="([a-z-]+)"', text))
        emitted |= set(re.findall(r'bad\("([a-z-]+)"', text))
        for args in re.findall(r"rules_tag\(([^)]*)\)", text):
            emitted |= set(re.findall(r"'([a-z-]+)'|\"([a-z-]+)\"", args) and
                           [a or b for a, b in re.findall(r"'([a-z-]+)'|\"([a-z-]+)\"", args)])
        for lst in re.findall(r'rules(?: \+)?= \[([^\]]*)\]', text):
            emitted |= set(re.findall(r'"([a-z-]+)"', lst))
    from stopbus_ref.brag.ranking import _ORDER_RULE

    emitted |= set(_ORDER_RULE.values())
    assert emitted, "the scan found nothing"
    assert emitted - set(BY_ID) == set()


def test_rulebook_docs_rules_md_is_up_to_date() -> None:
    committed = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert committed == markdown(), "docs/rules.md is stale: run `stopbus rules --markdown > docs/rules.md`"
