"""Cards in the table's own words: a language's card and suit words, and its table's command words, as data.

A language's card words are a file, `locale/CODE/cards.toml` (its rank letters, its ranks and suits in words, and
the words that may stand between a rank and its suit), and its table's command words another,
`locale/CODE/table.toml`; this module is their one reader. `stopbus ask` reads hands written in questions with the
card words (`ask.words`), and `rank`, `compare` and the live table read typed hands with them (`in_notation`):
"aas harten" and "harten aas" in Dutch, "as de cœur" in French, and the language's own rank letters with a suit
symbol (Dutch H♥ V♠ B♦, French R♥ D♠ V♦). What is typed in the language is rewritten into the record notation
(`Ah`, `10c`) before the usual reading, so that a record is written the same whatever language it was played
in, and the record notation stays accepted in every language. A token that reads two ways (French `as`: the ace
of spades in the record notation, the word for an ace in French) is refused, naming both readings. English reads
the record notation only, as it always has.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import NamedTuple

from . import i18n
from .errors import CardError
from .i18n import _

SUIT_SYMBOLS = "♣♦♥♠"
_SYMBOL_SUIT = {s: i for i, s in enumerate(SUIT_SYMBOLS)} | {"♧": 0, "♢": 1, "♡": 2, "♤": 3}
_RECORD_LETTERS = frozenset("AKQJT")
"""The rank letters of the record notation (besides the digits), read in every language."""
_RECORD_CARD = re.compile(r"(?:10|[2-9TJQKAtjqka])[CDHScdhs♣♧♦♢♥♡♠♤][\ufe0e\ufe0f]?")
_LETTER_CARD = re.compile(r"([A-Za-z])([♣♧♦♢♥♡♠♤])[\ufe0e\ufe0f]?")
_PIECES = re.compile(r"(\s+|,)")
_RANK_TEXT = {14: "A", 13: "K", 12: "Q", 11: "J"}
_SUIT_LETTERS = "cdhs"


def fold(text: str) -> str:
    """A word as it is matched: lower case, without accents (cœur: coeur, drieën: drieen, trèfle: trefle)."""
    text = text.replace("œ", "oe").replace("Œ", "Oe").replace("’", "'")
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if unicodedata.category(c) != "Mn")


class CardWords(NamedTuple):
    """A language's card words (`locale/CODE/cards.toml`), the words folded."""

    letters: dict[str, int]
    """Rank letters and their ranks (2-14, ace high): the record notation's A K Q J T and the language's own."""
    ranks: dict[str, int]
    """Ranks in words, singular and plural (aas, azen; roi, rois)."""
    suits: dict[str, int]
    """Suits in words (0-3: clubs, diamonds, hearts, spades)."""
    joins: tuple[str, ...]
    """Words that may stand between a rank and its suit ("as *de* cœur")."""

    @property
    def own_letters(self) -> dict[str, int]:
        """The language's rank letters that are not the record notation's (Dutch H V B, French R D V)."""
        return {k: v for k, v in self.letters.items() if k not in _RECORD_LETTERS}


_NONE = CardWords({}, {}, {}, ())


def _read_toml(code: str, name: str) -> dict[str, object]:
    """A language's data file as stored ({} when the language has none)."""
    import tomllib

    lang = i18n.languages().get(code)
    folder = lang.folder if lang is not None else i18n.LOCALE
    try:
        with open(folder / code / name, "rb") as f:
            return tomllib.load(f)
    except OSError:
        return {}


def _table(data: dict[str, object], key: str) -> dict[str, int]:
    value = data.get(key, {})
    return {fold(str(k)): int(v) for k, v in value.items()} if isinstance(value, dict) else {}


@cache
def card_words(code: str) -> CardWords:
    """The card words of a language (read once); a language without the file has none."""
    data = _read_toml(code, "cards.toml")
    if not data:
        return _NONE
    letters = data.get("letters", {})
    joins = data.get("joins", [])
    return CardWords({str(k).upper(): int(v) for k, v in letters.items()} if isinstance(letters, dict) else {},
                     _table(data, "ranks"), _table(data, "suits"),
                     tuple(fold(str(j)) for j in joins) if isinstance(joins, list) else ())


def written_command_words(code: str) -> dict[str, list[str]]:
    """Each English command word of the live table with the language's words for it, as `table.toml` writes them
    (accents kept), in the file's order; for the help screen (`stopbus table -h`)."""
    value = _read_toml(code, "table.toml").get("commands", {})
    out: dict[str, list[str]] = {}
    if isinstance(value, dict):
        for word, english in value.items():
            out.setdefault(str(english), []).append(str(word))
    return out


@cache
def command_words(code: str) -> dict[str, str]:
    """The live table's command words of a language (`locale/CODE/table.toml`), folded, to the English word."""
    data = _read_toml(code, "table.toml")
    value = data.get("commands", {})
    return {fold(str(k)): str(v) for k, v in value.items()} if isinstance(value, dict) else {}


def _notation(rank: int, suit: int) -> str:
    return _RANK_TEXT.get(rank, str(rank)) + _SUIT_LETTERS[suit]


def _rank_of(word: str, words: CardWords, digits: bool = True) -> int | None:
    """The rank a word names in the language (a digit 2-10 too, when `digits`)."""
    if digits and word.isdigit() and 2 <= int(word) <= 10:
        return int(word)
    return words.ranks.get(fold(word))


def _two_readings(token: str, words: CardWords) -> CardError:
    """The refusal of a token that is both a card in the record notation and a rank word of the language."""
    from .cards import parse_card

    card = parse_card(token)
    rank = words.ranks[fold(token)]
    return CardError(_("'{token}' has two readings: the card {card} (record notation) or the rank {rank} in "
                            "words, with no suit; write {card}, or the rank with its suit in words")
                     .format(token=token, card=card.symbol(), rank=_RANK_TEXT.get(rank, str(rank))),
                     token=token)


def in_notation(text: str, code: str | None = None, keep: tuple[str, ...] = ()) -> str:
    """Typed text with the cards written in the language's words rewritten in the record notation ("as de cœur":
    "Ah", "R♥": "Kh"); anything else as typed (`keep`: words left alone, such as the players' names). The text
    itself when nothing is in words, and always in English. Raises CardError for a token with two readings and
    for a rank in words with no suit after it."""
    code = code or i18n.current()
    if code == i18n.SOURCE:
        return text
    words = card_words(code)
    if not words.ranks and not words.letters:
        return text
    pieces = _PIECES.split(text)
    at = [i for i, p in enumerate(pieces) if p and not _PIECES.fullmatch(p)]
    tokens = [pieces[i] for i in at]
    out = list(pieces)
    changed = False
    j = 0
    while j < len(tokens):
        tok = tokens[j]
        if tok in keep:
            j += 1
            continue
        rank = _rank_of(tok, words)
        if rank is not None:
            k = j + 1
            if k < len(tokens) and fold(tokens[k]) in words.joins:
                k += 1
            suit = words.suits.get(fold(tokens[k])) if k < len(tokens) else None
            if suit is not None:
                out[at[j]] = _notation(rank, suit)
                for i in range(at[j] + 1, at[k] + 1):
                    out[i] = ""
                changed, j = True, k + 1
                continue
        suit = words.suits.get(fold(tok))
        if suit is not None and j + 1 < len(tokens):
            rank = _rank_of(tokens[j + 1], words)
            if rank is not None:
                out[at[j]] = _notation(rank, suit)
                for i in range(at[j] + 1, at[j + 1] + 1):
                    out[i] = ""
                changed, j = True, j + 2
                continue
        m = _LETTER_CARD.fullmatch(tok)
        if m and m.group(1).upper() in words.own_letters:
            out[at[j]] = _notation(words.own_letters[m.group(1).upper()], _SYMBOL_SUIT[m.group(2)])
            changed, j = True, j + 1
            continue
        if fold(tok) in words.ranks and not tok.isdigit():
            if _RECORD_CARD.fullmatch(tok):
                raise _two_readings(tok, words)
            raise CardError(_("'{token}' is a rank with no suit: name its suit after it, or write the card "
                                   "as Ah, 10c").format(token=tok), token=tok)
        j += 1
    return "".join(out) if changed else text


def notation_args(args: list[str], code: str | None = None) -> list[str]:
    """Hands given as command-line arguments (`rank`, `compare`) with their cards in words rewritten in the
    record notation: a labelled or quoted hand on its own, unquoted words together (`as de cœur roi de cœur …`
    becomes `Ah Kh …`, cards one an argument as the record notation gives them). The arguments themselves when
    nothing is in words, and always in English."""
    code = code or i18n.current()
    if code == i18n.SOURCE:
        return args
    out: list[str] = []
    loose: list[str] = []

    def flush() -> None:
        if loose:
            joined = " ".join(loose)
            rewritten = in_notation(joined, code)
            out.extend(loose if rewritten == joined else rewritten.split())
            loose.clear()

    for arg in args:
        if "=" in arg:
            flush()
            label, _sep, hand = arg.partition("=")
            out.append(f"{label}={in_notation(hand, code)}")
        elif _PIECES.search(arg.strip()):
            flush()
            out.append(in_notation(arg, code))
        else:
            loose.append(arg)
    flush()
    return out


def table_line(line: str, players: list[str], code: str | None = None) -> str:
    """A line typed at the live table with its command word in the language read as the English one ("trek 7s":
    "draw 7s", "Ann: pioche 7s": "Ann: draw 7s") and its cards in words in the record notation; the players'
    names are left as they are, and so are questions (`? …`) and what `rules` looks up. The line itself in English.
    """
    code = code or i18n.current()
    if code == i18n.SOURCE or line.lstrip().startswith("?"):
        return line
    commands = command_words(code)
    words = line.split()
    head = 1 if words and words[0].endswith(":") and words[0][:-1] in players else 0
    if head < len(words) and words[head] not in players:
        english = commands.get(fold(words[head]))
        if english is not None:
            start = line.index(words[head], len(words[0]) if head else 0)
            line = line[:start] + english + line[start + len(words[head]):]
            if english == "rules":
                return line
    return in_notation(line, code, keep=tuple(players))
