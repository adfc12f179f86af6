"""No import cycle anywhere in `director`: the import graph, built by grimp (the library
import-linter uses) from every `import` statement, at module level or inside a function,
has no strongly connected component of more than one module. Imports under
`if TYPE_CHECKING:` carry types only and are left out, as in the layering contract
(pyproject.toml)."""

from collections.abc import Iterator

import grimp


def import_graph() -> grimp.ImportGraph:
    return grimp.build_graph("director", exclude_type_checking_imports=True, cache_dir=None)


def cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def imported(module: str) -> Iterator[str]:
        return iter(sorted(graph.find_modules_directly_imported_by(module)))

    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, imported(root))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, pending = work[-1]
            for other in pending:
                if other not in index:
                    index[other] = low[other] = len(index)
                    stack.append(other)
                    on_stack.add(other)
                    work.append((other, imported(other)))
                    break
                if other in on_stack:
                    low[module] = min(low[module], index[other])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[module])
                if low[module] == index[module]:
                    component = []
                    while True:
                        top = stack.pop()
                        on_stack.discard(top)
                        component.append(top)
                        if top == module:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found)


def describe(graph: grimp.ImportGraph, component: list[str]) -> str:
    """The modules of a cycle and one way round it."""
    first = component[0]
    back = min(
        (
            chain
            for other in graph.find_modules_directly_imported_by(first)
            if other in component
            and (chain := graph.find_shortest_chain(importer=other, imported=first))
        ),
        key=len,
    )
    return f"{', '.join(component)} (e.g. {first} -> {' -> '.join(back)})"


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = grimp.ImportGraph()
    for module in ("a", "a.b", "a.c", "a.d"):
        graph.add_module(module)
    graph.add_import(importer="a.b", imported="a.c")
    graph.add_import(importer="a.c", imported="a.b")
    graph.add_import(importer="a.d", imported="a.b")
    assert cycles(graph) == [["a.b", "a.c"]]
    assert describe(graph, ["a.b", "a.c"]) == "a.b, a.c (e.g. a.b -> a.c -> a.b)"


def test_the_graph_holds_imports_inside_functions() -> None:
    # director.cli.app imports each command's module inside build_app()
    graph = import_graph()
    assert "director.cli.replay" in graph.find_modules_directly_imported_by("director.cli.app")


def test_director_has_no_import_cycle() -> None:
    graph = import_graph()
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(describe(graph, c) for c in found)
