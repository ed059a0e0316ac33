#!/usr/bin/env bash
# The suite twice in a row while a second copy of it runs at the same time: what the project asks of its tests
# on a busy machine (docs/testing.md). Two clones of this repository's committed HEAD are made in a temporary
# folder, each with a venv of its own; both run `pytest -n 2 -q -x -p no:randomly ARGS` at the same time, and
# then both again. Exit 0 when all four runs pass; otherwise 1, with the tail of each failing run's log.
#
#   tools/twin_suite.sh                              # the whole suite (long: 4 runs, two at a time)
#   tools/twin_suite.sh tests/test_cards.py tests/test_table_cmd.py
#
# Environment: PYTHON (the interpreter the venvs are made from; python3), TWIN_JOBS (pytest-xdist workers per
# copy; 2), TWIN_ROUNDS (rounds; 2), TWIN_KEEP=1 (keep the clones and logs; they are removed otherwise),
# TWIN_PIP (extra `pip install` arguments, e.g. a local wheel cache). Uncommitted changes are not in the clones:
# commit first.
set -euo pipefail

repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
python=${PYTHON:-python3}
jobs=${TWIN_JOBS:-2}
rounds=${TWIN_ROUNDS:-2}
work=$(mktemp -d "${TMPDIR:-/tmp}/twin-suite.XXXXXX")
if [[ "${TWIN_KEEP:-}" != 1 ]]; then
    trap 'rm -rf "$work"' EXIT
fi

for copy in a b; do
    git clone -q --no-hardlinks "$repo" "$work/$copy"
    "$python" -m venv "$work/$copy/.venv"
    # shellcheck disable=SC2086  # TWIN_PIP is a list of arguments
    "$work/$copy/.venv/bin/pip" install -q ${TWIN_PIP:-} -e "$work/$copy[test]" >"$work/pip-$copy.log" 2>&1 || {
        echo "twin_suite: pip install failed in copy $copy:" >&2
        tail -20 "$work/pip-$copy.log" >&2
        exit 2
    }
done

failed=0
for round in $(seq 1 "$rounds"); do
    pids=()
    for copy in a b; do
        (cd "$work/$copy" && exec .venv/bin/python -m pytest -n "$jobs" -q -x -p no:randomly "$@") \
            >"$work/round$round-$copy.log" 2>&1 &
        pids+=("$!")
    done
    i=0
    for copy in a b; do
        if wait "${pids[$i]}"; then
            echo "round $round, copy $copy: passed ($(tail -1 "$work/round$round-$copy.log"))"
        else
            echo "round $round, copy $copy: FAILED"
            tail -30 "$work/round$round-$copy.log"
            failed=1
        fi
        i=$((i + 1))
    done
done
if [[ "${TWIN_KEEP:-}" == 1 ]]; then
    echo "clones and logs kept in $work"
fi
if [[ $failed == 0 ]]; then
    echo "the suite passed $rounds times in a row in two copies running at the same time (-n $jobs each)"
fi
exit "$failed"
