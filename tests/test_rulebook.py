"""The rulebook: ids, statuses and citations checked against the seed texts themselves."""

from __future__ import annotations

import json

from stopbus_ref.brag.engine import EndedBy
from stopbus_ref.brag.rule_ids import RuleId
from stopbus_ref.brag.rulebook import BY_ID, EN, OTHER, RULES, SPEC_IDS, TOPICS
from stopbus_ref.sources.seeds import check_all, normalise, seed_text
from stopbus_ref.ui.brag.rules import markdown
from tests.helpers import ROOT


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
    house = {f"house:{k}" for k in ("run-vs-flush", "top-prial", "top-run", "floating", "stock-empty", "dealer-skip",
                                    "stopper-safe")}  # the house rules: each one a table's agreement by definition
    assert agreed == {"recycle", "stock-exhausted", "suit-tiebreak-duplicate"} | house


def test_rulebook_conflicts_recorded() -> None:
    assert "3-2-A van een kleur" in BY_ID["run-order"].conflicts
    assert "9 of meer" in BY_ID["players"].conflicts
    assert "not the face-up exchange game" in BY_ID["other-games"].conflicts


def test_rulebook_one_entry_per_rule_id_and_one_id_per_entry() -> None:
    """The typed ids and the rulebook match both ways; mypy then holds every use of an id to a member."""
    assert sorted(r.id for r in RULES) == sorted(RuleId), "one rulebook entry per member, no member twice"
    assert set(BY_ID) == set(RuleId) and len(BY_ID) == len(RuleId) == len(RULES)
    for r in RULES:
        assert type(r.id) is RuleId and all(type(s) is RuleId for s in r.see_also), r.id
    assert all(type(s) is RuleId for s in SPEC_IDS)


def test_rulebook_rule_ids_print_as_their_plain_text() -> None:
    """A member is its id everywhere output is made: str, format, f-strings, join, JSON (values and keys)."""
    for rule in RuleId:
        plain = rule.value
        assert str(rule) == format(rule) == f"{rule:<1}" == plain
        assert ", ".join([rule, rule]) == f"{plain}, {plain}"
        assert json.dumps({rule: [rule]}) == json.dumps({plain: [plain]})
        assert json.dumps(rule, ensure_ascii=False) == f'"{plain}"'
        assert BY_ID[plain] is BY_ID[rule]


def test_stock_exhausted_rule_id_and_ended_by_value_are_two_things() -> None:
    """`stock-exhausted` names a rule (RuleId) and a way a deal ends (EndedBy): one spelling, two types."""
    assert RuleId.STOCK_EXHAUSTED == EndedBy.STOCK_EXHAUSTED == "stock-exhausted"  # same text in the JSON
    assert type(RuleId.STOCK_EXHAUSTED) is not type(EndedBy.STOCK_EXHAUSTED)
    assert {e.value for e in EndedBy} == {"stop", "stock-exhausted"}
    assert json.dumps(list(EndedBy)) == '["stop", "stock-exhausted"]'


def test_rulebook_docs_rules_md_is_up_to_date() -> None:
    committed = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert committed == markdown(), "docs/rules.md is stale: run `stopbus rules --markdown > docs/rules.md`"


def test_rulebook_high_card_order_quotes_each_seeds_deciding_clause_in_french_too(cli) -> None:
    fr = [c.quote for c in BY_ID[RuleId.HIGH_CARD_ORDER].citations if c.source.startswith("004")]
    assert "couleur/hautes par plus forte, puis suivantes." in fr  # how high-card hands compare, not only the ranks
    record = ("players: [Ann, Ben]\ndealer: Ben\ndeals:\n  - hands: {Ann: [Kd, 9c, 2h], Ben: [Kh, 8s, 5c]}\n"
              "    upcard: 7d\n    turns: [{Ann: stop}, {Ben: pass}]\n")
    out = cli("replay", "-", "--quotes", "fr", input=record).stdout
    assert "[high-card-order]" in out and "“couleur/hautes par plus forte," in out
