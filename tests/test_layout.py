"""The package's shape, checked: the layered import contract, no import cycle (type-only and function-level
imports counted), `import_module` only in the registry, no flat module, no words in the game layers (no print,
no typer/rich/ui/cli import, no presentation flag), no module over 1,000 lines, few near-copies between the
two game packages. Each check reads the source as it is; none runs the code it checks.
"""

from __future__ import annotations

import ast
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "stopbus_ref"
GAME_LAYERS = ("brag", "thirty_one", "kit", "core", "records", "sources", "ask")
"""The packages below the front-ends: rulings as data, no words of a front-end."""
FRONT_ENDS = ("ui", "cli", "web")
PRESENTATION_FLAGS = frozenset({"json_out", "brief", "quiet", "md", "markdown", "symbols", "sources", "color",
                                "colour", "width", "ascii", "verbose"})
"""Parameter names that choose how an answer is shown rather than what it is (`lang` is not among them: in the
game layers it names the language a question is written in or a quote is taken from, which is an input)."""


def _modules(*under: str) -> list[pathlib.Path]:
    roots = [PACKAGE / u for u in under] if under else [PACKAGE]
    return sorted(p for r in roots for p in r.rglob("*.py"))


def _name(path: pathlib.Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _tree(path: pathlib.Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def _imported(path: pathlib.Path, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The absolute module names an import statement names (relative ones resolved against `path`)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = node.module or ""
    if node.level:
        package = _name(path).split(".")
        if path.name != "__init__.py":
            package = package[:-1]
        package = package[: len(package) - node.level + 1]
        base = ".".join([*package, base] if base else package)
    return [base, *(f"{base}.{a.name}" for a in node.names)]


def _where(path: pathlib.Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"


def test_the_layered_contract_holds() -> None:
    """`lint-imports` (pyproject's [tool.importlinter], type-only imports counted) keeps every contract."""
    lint = pathlib.Path(sys.executable).parent / "lint-imports"
    if not lint.exists():
        pytest.skip("import-linter is not installed (pip install -e '.[test]')")
    r = subprocess.run([str(lint)], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and "0 broken" in r.stdout, r.stdout + r.stderr


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (or a module importing itself)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                part = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    part.append(w)
                    if w == v:
                        break
                if len(part) > 1 or v in edges[v]:
                    found.append(sorted(part))
    return found


def test_no_import_cycle_counting_type_only_and_function_level_imports() -> None:
    """grimp's graph of the package counts every import statement: at module level, inside a function, under
    TYPE_CHECKING; no module reaches itself through it."""
    grimp = pytest.importorskip("grimp")
    graph = grimp.build_graph("stopbus_ref", include_external_packages=False)
    edges = {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    assert _cycles(edges) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    """The check above can fail: a two-module loop and a three-module loop are found, a chain is not."""
    assert _cycles({"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": set()}) == [["a", "b"]]
    assert _cycles({"x": {"y"}, "y": {"z"}, "z": {"x"}}) == [["x", "y", "z"]]


def test_one_import_module_call_in_the_registry() -> None:
    """A game is found by the registry (its module named in GAME_MODULES or STOPBUS_GAMES), never by a module
    name made from a convention elsewhere: one `import_module` call (and no `__import__`) in the package."""
    calls = []
    for path in _modules():
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                if name in ("import_module", "__import__"):
                    calls.append(_where(path, node))
    assert len(calls) == 1 and calls[0].startswith("stopbus_ref/core/registry.py:"), calls


def test_no_flat_module_under_the_package() -> None:
    """Every module sits in a package named by its concern; only `__init__` and `__main__` sit at the top."""
    flat = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert flat == ["__init__.py", "__main__.py"]


@pytest.mark.parametrize("layer", GAME_LAYERS)
def test_game_layers_do_not_print(layer: str) -> None:
    """No `print(...)` and no write to sys.stdout / sys.stderr below the front-ends (build scripts included:
    they live in tools/)."""
    found = []
    for path in _modules(layer):
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
                found.append(_where(path, node))
            if (isinstance(node, ast.Attribute) and node.attr in ("stdout", "stderr")
                    and isinstance(node.value, ast.Name) and node.value.id == "sys"):
                found.append(_where(path, node))
    assert found == []


@pytest.mark.parametrize("layer", GAME_LAYERS)
def test_game_layers_import_no_front_end(layer: str) -> None:
    """No import of typer, rich or the front-ends (ui, cli, web) below them, at any level of a module."""
    banned = re.compile(rf"^(typer|rich|click|stopbus_ref\.({'|'.join(FRONT_ENDS)}))(\.|$)")
    found = []
    for path in _modules(layer):
        for node in ast.walk(_tree(path)):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found += [f"{_where(path, node)} {m}" for m in _imported(path, node) if banned.match(m)]
    assert found == []


def _flags_in(tree: ast.AST) -> list[tuple[ast.AST, str]]:
    """Every function of `tree` that takes a parameter named as a presentation flag, with its flags."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = node.args
            hit = [x.arg for x in (*a.posonlyargs, *a.args, *a.kwonlyargs) if x.arg in PRESENTATION_FLAGS]
            if hit:
                found.append((node, f"{node.name}({', '.join(hit)})"))
    return found


def _flag_params(*layers: str) -> list[str]:
    """`function(flag)` with its place, for every function of `layers` (all the game layers if none) that takes
    a parameter named as a presentation flag."""
    return [f"{_where(path, node)} {call}" for path in _modules(*(layers or GAME_LAYERS))
            for node, call in _flags_in(_tree(path))]


@pytest.mark.parametrize("layer", GAME_LAYERS)
def test_game_layers_take_no_presentation_flag(layer: str) -> None:
    """No function below the front-ends takes a flag that says how to show its answer (json_out, brief, quiet,
    md, symbols, sources shown or not...): a renderer at the edge chooses that (a game's text that names cards
    takes the renderer's speller of a card, letters or suit symbols, not a flag)."""
    assert _flag_params(layer) == []


def test_the_flag_check_sees_the_flags_it_names() -> None:
    """The check above can fail: it finds each flag it names as a positional, keyword-only or positional-only
    parameter, in plain and async functions and methods, and nothing else."""
    source = "\n".join([
        *(f"def f{i}(hand, {flag}=False): pass" for i, flag in enumerate(PRESENTATION_FLAGS)),
        "async def g(x, *, json_out): pass",
        "class C:\n    def m(self, brief, /): pass",
        "def clean(hand, speller=str): pass",
    ])
    found = [call for _, call in _flags_in(ast.parse(source))]
    assert found == [*(f"f{i}({flag})" for i, flag in enumerate(PRESENTATION_FLAGS)), "g(json_out)", "m(brief)"]


def test_no_module_over_a_thousand_lines() -> None:
    """A module a reader can hold: none over 1,000 lines."""
    long = {str(p.relative_to(ROOT)): n for p in _modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 1000}
    assert long == {}


def _cross_duplicates() -> list[str]:
    """The rows of the `duplicates` tool (6 or more similar lines, imports aside) whose one side is in brag/ and
    the other in thirty_one/."""
    tool = shutil.which("duplicates")
    if tool is None:
        pytest.skip("the `duplicates` tool is not on PATH")
    out = subprocess.run([tool, "--repo", str(PACKAGE), "--most", "200", "--seconds", "120"], capture_output=True,
                         text=True, timeout=300).stdout
    assert "incomplete" not in out, out
    rows = []
    for line in out.splitlines():
        m = re.match(r"D\d+ (\S+):\S+ ~ (\S+):\S+", line)
        if m and {m.group(1).split("/")[0], m.group(2).split("/")[0]} == {"brag", "thirty_one"}:
            rows.append(line)
    return rows


def test_at_most_three_near_copies_between_the_games() -> None:
    """What the two games do alike lives once, in kit/: at most 3 places of 6 or more similar lines between the
    game packages."""
    rows = _cross_duplicates()
    assert len(rows) <= 3, "\n".join(rows)


def _named_in_architecture() -> set[str]:
    """The modules docs/architecture.md names, as paths under stopbus_ref/ (`core/errors.py`, `__main__.py`)."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    found = set(re.findall(r"`(?:stopbus_ref/)?((?:[a-z_0-9]+/)*[a-z_0-9]+\.py)`", text))
    return {p for p in found if not p.startswith(("tools/", "tests/", "bench/", "docs/"))}


def test_every_module_the_architecture_names_exists() -> None:
    """docs/architecture.md names no module the package does not have."""
    missing = sorted(p for p in _named_in_architecture() if not (PACKAGE / p).is_file())
    assert missing == []


def test_every_module_is_in_the_architecture() -> None:
    """Every module of the package (package `__init__` files aside) is named in docs/architecture.md."""
    named = _named_in_architecture()
    modules = {str(p.relative_to(PACKAGE)) for p in _modules() if p.name != "__init__.py"}
    assert sorted(modules - named) == []


def test_every_test_listed_slow_exists() -> None:
    """tests/slow.txt (the `slow` marker's list) names only tests that exist: a renamed test is not silently
    left out of the marker."""
    missing = []
    for line in (ROOT / "tests" / "slow.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        path, _, rest = line.partition("::")
        func = rest.split("[")[0].split("::")[-1]
        file = ROOT / path
        if not file.is_file() or f"def {func}(" not in file.read_text(encoding="utf-8"):
            missing.append(line)
    assert missing == []
