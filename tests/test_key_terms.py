"""Citations that support their rule: for every rule of both rulebooks, the passages quoted in each language
contain the rule's key terms in that language, so a citation cannot drift to a neighbouring sentence unseen."""

from __future__ import annotations

import pytest

from stopbus_ref.brag.rulebook import RULES as BRAG_RULES
from stopbus_ref.core.rules import SHORT
from stopbus_ref.thirty_one.rulebook import RULES as RULES31

KEY_TERMS: dict[str, dict[str, tuple[str, ...]]] = {
    # -- Brag: 000 English, 003 Dutch, 004 French (002 only under other-games)
    "deck": {"000": ("52", "without jokers"), "003": ("52 kaarten",), "004": ("52", "sans jokers")},
    # -- Brag house rules: the passage each departs from (000 only)
    "house:run-vs-flush": {"000": ("run beats flush",)},
    "house:top-prial": {"000": ("three 3 s highest",)},
    "house:top-run": {"000": ("A–2–3 highest", "A–K–Q second")},
    "house:floating": {"000": ("third token", "floating")},
    "house:stock-empty": {"000": ("recycles an empty stock",)},
    "house:dealer-skip": {"000": ("just eliminated", "deals again")},
    "house:stopper-safe": {"000": ("stopper could have lost", "does not guarantee safety")},
    "ranking": {"000": ("prial", "suited run", "mixed run", "flush", "pair", "high card"),
                "003": ("van hoog naar laag", "prial", "running flush", "run:", "flush:", "pair:", "high card"),
                "004": ("brelan", "suite assortie", "suite", "couleur", "paire", "carte haute")},
    "prial-order": {"000": ("three 3 s highest",), "003": ("3-3-3", "2-2-2"), "004": ("trois 3 supérieurs",)},
    "run-order": {"000": ("A–2–3 highest", "K–A–2 invalid"), "003": ("A-K-Q", "4-3-2"),
                  "004": ("A–2–3 supérieure", "K–A–2 invalide")},
    "flush-order": {"000": ("highest", "next", "lowest"), "003": ("flushes", "hoogste kaart"),
                    "004": ("couleur", "plus forte")},
    "pair-order": {"000": ("pairs", "kicker"), "003": ("paren", "derde kaart"), "004": ("paires", "restante")},
    "high-card-order": {"000": ("A K Q J 10 9 8 7 6 5 4 3 2", "highest"), "003": ("high card", "hoogste kaart"),
                        "004": ("A K Q J 10 9 8 7 6 5 4 3 2",)},
    "suit-tiebreak": {"000": ("tie", "spades>hearts>diamonds>clubs"), "003": ("schoppen > harten > ruiten > klaveren",),
                      "004": ("égalité", "pique>cœur>carreau>trèfle")},
    "suit-tiebreak-duplicate": {"000": ("duplicated", "highest suit"), "004": ("doublé", "plus haute couleur")},
    "tiebreak-card": {"000": ("highest-ranked", "ordinary cards rank"), "003": ("3-2-A",)},
    "players": {"000": ("two to nine",), "003": ("van 2 tot ongeveer 9",), "004": ("deux à neuf",)},
    "tokens": {"000": ("three life tokens",), "003": ("drie fiches", "levens"), "004": ("trois jetons de vie",)},
    "deal": {"000": ("deals three singly", "discard", "stock"), "003": ("deelt drie kaarten", "voorraad"),
             "004": ("trois une par une", "pioche")},
    "dealer-rotation": {"000": ("moves left",), "003": ("naar links",), "004": ("donne à gauche",)},
    "dealer-skip": {"000": ("just eliminated", "deals again"), "003": ("geëlimineerd", "opnieuw"),
                    "004": ("éliminé", "redonne")},
    "first-turn": {"000": ("dealer’s left starts",), "003": ("links van de deler begint",),
                   "004": ("voisin gauche commence",)},
    "turn-order": {"000": ("clockwise",), "003": ("met de klok mee",), "004": ("horaire",)},
    "draw-stock": {"000": ("draw stock top", "any one of your four"), "003": ("voorraad", "vier kaarten"),
                   "004": ("sommet pioche", "quelconque")},
    "take-discard": {"000": ("take discard top", "DIFFERENT"), "003": ("aflegstapel", "andere kaart"),
                     "004": ("sommet défausse", "AUTRE")},
    "card-conservation": {"000": ("52", "keep exactly three"), "003": ("52 kaarten",), "004": ("52", "gardez trois")},
    "stop": {"000": ("stop the bus", "without drawing or discarding"), "003": ("stop de bus", "geen kaart trekt"),
             "004": ("stop the bus", "sans pioche")},
    "second-stop": {"000": ("after a stop", "final turn")},
    "final-turns": {"000": ("every OTHER player", "one final turn", "does not play again"),
                    "003": ("nog één beurt",), "004": ("dernier tour", "ne rejoue pas")},
    "pass-before-stop": {"000": ("on a turn, either", "may simply pass"), "003": ("drie opties", "passen"),
                         "004": ("sommet pioche", "passer")},
    "recycle": {"000": ("recycles an empty stock",), "004": ("pioche vide", "nouvelle pioche")},
    "recycle-when": {"000": ("recycles an empty stock",)},
    "stock-exhausted": {"000": ("no recyclable card", "compare immediately"), "004": ("sans carte recyclable",)},
    "worst-loses": {"000": ("only the worst loses one token",), "003": ("slechtste", "verliest een leven"),
                    "004": ("seule pire perd",)},
    "stopper-not-safe": {"000": ("stopper could have lost", "does not guarantee safety"),
                         "004": ("celui qui arrête", "aucune sécurité")},
    "floating": {"000": ("floating", "zero tokens"), "003": ("zwevend",), "004": ("flottant",)},
    "elimination": {"000": ("while floating", "eliminated"), "003": ("verwijderd",), "004": ("élimine",)},
    "last-survivor": {"000": ("last survivor wins",), "003": ("laatst overgebleven speler is de winnaar",),
                      "004": ("dernier survivant gagne",)},
    "other-games": {"000": ("31-point", "Bastard Brag"), "003": ("Thirty-One", "Bastard Brag"),
                    "004": ("Bastard Brag", "31"), "002": ("best-represented suit", "knock", "pool")},
    # -- the 31-point game: 002, English
    "31-game": {"002": ("three to eight players", "frequently asked questions")},
    "31-players": {"002": ("three to eight players",)},
    "31-lives": {"002": ("how many lives", "three lives")},
    "31-deal": {"002": ("deal three cards", "one at a time")},
    "31-pool": {"002": ("three cards", "face up", "pool")},
    "31-first-turn": {"002": ("dealer's left goes first",)},
    "31-dealer-rotation": {"002": ("choose a dealer",)},
    "31-turn-order": {"002": ("play passes clockwise",)},
    "31-no-inspect": {"002": ("inspect discarded cards", "count the stock")},
    "31-card-conservation": {"002": ("deal three cards", "stock pile", "replace any card taken")},
    "31-swap-one": {"002": ("swap one card", "replace any card taken", "discarded pool cards")},
    "31-swap-all": {"002": ("swap all three", "give back all three")},
    "31-refill": {"002": ("replace any card taken", "top card from the stock")},
    "31-knock": {"002": ("knock", "one more turn")},
    "31-stop": {"002": ("stop the bus", "immediately ends the round", "after one final circuit")},
    "31-final-circuit": {"002": ("one final turn each", "one more turn", "does not get an extra turn")},
    "31-second-stop": {"002": ("one final turn each", "exactly one more turn")},
    "31-instant-31": {"002": ("exactly 31", "instant win", "next-lowest")},
    "31-recycle": {"002": ("stock runs out before anyone calls", "new stock", "exhausted mid-round")},
    "31-stock-exhausted": {"002": ("exhausted mid-round", "proceed to the showdown")},
    "31-card-values": {"002": ("ace 11", "king 10", "face value")},
    "31-score": {"002": ("best-represented suit", "ignore the third")},
    "31-three-suits": {"002": ("best-represented suit",)},
    "31-best-suit": {"002": ("best single suit",)},
    "31-four-card": {"002": ("four cards each", "best single suit")},
    "31-jokers": {"002": ("jokers", "highest possible total in one suit")},
    "31-lowest-loses": {"002": ("lowest score loses one life",)},
    "31-tied-lowest": {"002": ("tie for lowest", "each of them loses a life")},
    "31-caller-not-safe": {"002": ("not protected",)},
    "house:score": {"002": ("best-represented suit", "ignore the third")},
    "house:blitz-31": {"002": ("genuine 31", "depending on house rules")},
    "house:caller-safe": {"002": ("not protected",)},
    "31-elimination": {"002": ("eliminated",)},
    "31-last-survivor": {"002": ("last player with at least one life", "wins the game")},
    "31-shared-win": {"002": ("loses all their lives", "tie for lowest")},
    "31-blitz": {"002": ("blitz", "knocking mechanic is removed", "no final circuit", "genuine 31")},
    "31-pot": {"002": ("equal stake", "pot", "scoops")},
}
"""Per rule and language (seed number): words a supporting quote must hold, in that language."""

ALL = [*BRAG_RULES, *RULES31]


def _by_language(rule: object) -> dict[str, str]:
    out: dict[str, str] = {}
    for c in rule.citations:  # type: ignore[attr-defined]
        out[SHORT[c.source]] = out.get(SHORT[c.source], "") + " " + c.quote
    return out


def test_every_rule_of_both_rulebooks_has_key_terms_for_every_language_it_quotes() -> None:
    missing = [(str(r.id), lang) for r in ALL for lang in _by_language(r) if lang not in KEY_TERMS.get(str(r.id), {})]
    assert missing == []
    stale = [(rid, lang) for rid, langs in KEY_TERMS.items() for lang in langs
             if lang not in _by_language(next(r for r in ALL if str(r.id) == rid))]
    assert stale == []


@pytest.mark.parametrize("rule", ALL, ids=lambda r: str(r.id))
def test_quotes_hold_their_rules_key_terms_in_each_language(rule: object) -> None:
    quoted = _by_language(rule)
    for lang, terms in KEY_TERMS[str(rule.id)].items():  # type: ignore[attr-defined]
        text = quoted[lang].casefold()
        absent = [t for t in terms if t.casefold() not in text]
        assert absent == [], (rule.id, lang, absent)  # type: ignore[attr-defined]
