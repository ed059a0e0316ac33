"""Rebuild the data files the package ships from the live computation, or check that they are current.

    python tools/build_data.py strengths       # stopbus_ref/brag/strengths.bin, from the plain ranking
    python tools/build_data.py stop-tables     # stopbus_ref/brag/stop_tables.json (about a minute)
    python tools/build_data.py knock-tables    # stopbus_ref/thirty_one/knock_tables.json (about a minute)
    python tools/build_data.py ask-index [--check]   # stopbus_ref/ask/data/ask-*.jsonl (--check: exit 1 if stale)

The builders live beside what they build and return the path they wrote; saying so is this script's (the
package's game and ask layers never print). Tests check each file against the live computation.
"""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    what, rest = (argv[0], argv[1:]) if argv else ("", [])
    if what == "strengths" and not rest:
        from stopbus_ref.brag.strength import write_data

        print(f"wrote {write_data()}")
    elif what == "stop-tables" and not rest:
        from stopbus_ref.brag.stop_tables_build import write

        print(f"wrote {write()}")
    elif what == "knock-tables" and not rest:
        from stopbus_ref.thirty_one.knock_tables_build import write as write31

        print(f"wrote {write31()}")
    elif what == "ask-index" and rest in ([], ["--build"]):
        from stopbus_ref.ask.index import write_indexes

        write_indexes()
    elif what == "ask-index" and rest == ["--check"]:
        from stopbus_ref.ask.index import stale

        old = stale()
        print("stale: " + ", ".join(old) if old else "current")
        return 1 if old else 0
    else:
        print("usage: python tools/build_data.py strengths | stop-tables | knock-tables | ask-index [--check]",
              file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
