"""The Python API: top-level exports, every one documented, and the doctests of the API modules run."""

from __future__ import annotations

import doctest
import importlib
import os

import pytest

import stopbus_ref
from tests.helpers import ROOT

MODULES = ["stopbus_ref", "stopbus_ref.brag.api", "stopbus_ref.sources.quotes", "stopbus_ref.brag.rulebook"]


@pytest.mark.parametrize("name", MODULES)
def test_api_doctests_pass(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the examples read scenarios/ by relative path
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, raise_on_error=False)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0


def test_api_every_export_documented_and_importable() -> None:
    for name in stopbus_ref.__all__:
        obj = getattr(stopbus_ref, name)
        if name != "__version__":
            assert (obj.__doc__ or "").strip(), name
    assert "rank_hand" in dir(stopbus_ref)
    with pytest.raises(AttributeError):
        stopbus_ref.no_such_thing  # noqa: B018


def test_api_errors_are_one_family() -> None:
    from stopbus_ref import CardError, InputError, RuleViolation, StopbusError, parse_hand

    assert issubclass(CardError, InputError) and issubclass(RuleViolation, StopbusError)
    with pytest.raises(StopbusError) as err:
        parse_hand("1h 2h 3h")
    assert err.value.rule == "deck" and err.value.exit_code == 2


def test_api_py_typed_ships_in_the_package() -> None:
    assert (ROOT / "stopbus_ref" / "py.typed").is_file()
    assert os.path.dirname(stopbus_ref.__file__) == str(ROOT / "stopbus_ref")


def test_api_docs_examples_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python blocks of docs/api.md are doctests too."""
    monkeypatch.chdir(ROOT)
    result = doctest.testfile(str(ROOT / "docs" / "api.md"), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 6 and result.failed == 0
