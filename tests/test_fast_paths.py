"""Each speed-up of issue 13 against the plain path it stands for (the plain paths stay, and must agree)."""

from __future__ import annotations

import re

from stopbus_ref import output


def test_plain_printable_fast_path_agrees_with_the_control_pattern_on_every_character() -> None:
    """`plain` skips the regex for printable text: no printable character is one that it escapes."""
    pattern = re.compile(output._CONTROL_CHARS)
    for n in range(0x110000):
        ch = chr(n)
        if ch.isprintable():
            assert pattern.search(ch) is None, hex(n)
        elif pattern.search(ch):
            assert output.plain(ch) != ch
    assert output.plain("Ann\x1b[31m") == "Ann\\x1b[31m"
    assert output.plain("Zoë 10♣") == "Zoë 10♣"
