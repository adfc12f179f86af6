"""Belote is a game like the others, inside the layers: nothing of director/belote (nor its
rules, nor its side of director/games) imports the command line, not even inside a function
or for types only; and the bridge engine never imports Belote, nor Belote the engine (at run
time: the editions name the engine's types for type checking)."""

import grimp
import pytest

GRAPH = grimp.build_graph("director", exclude_type_checking_imports=False)
BELOTE = ["director.belote", "director.rules.belote", "director.games"]


@pytest.mark.parametrize("package", BELOTE)
def test_belote_imports_nothing_from_the_cli(package: str) -> None:
    found = GRAPH.find_shortest_chains(importer=package, imported="director.cli")
    assert not found, found


def test_belote_and_the_bridge_engine_are_independent() -> None:
    graph = grimp.build_graph("director", exclude_type_checking_imports=True)
    for importer, imported in (
        ("director.belote", "director.engine"),
        ("director.engine", "director.belote"),
    ):
        assert not graph.find_shortest_chains(importer=importer, imported=imported)


def test_the_belote_table_names_no_rule() -> None:
    """The table finds its rules through the edition (by module name), never by import."""
    table = GRAPH.find_modules_directly_imported_by("director.belote.table")
    assert not [m for m in table if m.startswith("director.rules")]
    assert not GRAPH.find_shortest_chains(importer="director.belote", imported="director.rules")
