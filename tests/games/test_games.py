"""One game interface: game_of(edition) picks the game by the edition's family, and each
game loads, replays, scores and renders through the same operations."""

import json
from pathlib import Path

import pytest

from director.belote.ruling import BeloteRuling, ScoreSheet
from director.editions import EDITIONS, get_edition
from director.engine.ruling import Ruling
from director.errors import DirectorError, UnknownEditionError
from director.games import game_named, game_of, game_of_record, games
from director.games.base import Game
from director.games.belote import BeloteGame
from director.games.bridge import BridgeGame

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BELOTE = EXAMPLES / "belote" / "08-renonce.yaml"
BRIDGE = sorted((EXAMPLES / "incidents").glob("*.yaml"))[0]


@pytest.mark.parametrize(
    ("edition", "game"),
    [
        ("wbf-2017", BridgeGame),
        ("wbf-1997", BridgeGame),
        ("auction-bridge-1912", BridgeGame),
        ("three-hand-auction", BridgeGame),
        ("belote-contree", BeloteGame),
    ],
)
def test_game_of_dispatches_by_the_editions_family(edition: str, game: type) -> None:
    found = game_of(edition)
    assert isinstance(found, game) and found.id == get_edition(edition).family
    assert type(game_of(get_edition(edition))) is game  # an edition object alike


def test_every_edition_has_a_game() -> None:
    assert {cls.family for cls in EDITIONS.values()} == set(games())


def test_an_unknown_edition_is_an_error_naming_it() -> None:
    with pytest.raises(UnknownEditionError, match="'wbf-1850'"):
        game_of("wbf-1850")


def test_game_named_reads_a_name_as_typed_or_stored_bridge_by_default() -> None:
    assert game_named("belote-contree").id == "belote"
    assert {game_named(n).id for n in ("wbf-2017", "three-hand-auction", None, "wbf-1850")} == {
        "bridge"
    }


def test_every_game_has_a_flow_of_rule_and_replay() -> None:
    from director.games.belote import BeloteFlow
    from director.games.bridge_flow import BridgeFlow

    assert isinstance(game_of("belote-contree").flow, BeloteFlow)
    assert isinstance(game_of("wbf-1997").flow, BridgeFlow)


def test_game_of_record_by_what_the_file_holds(tmp_path: Path) -> None:
    assert game_of_record(BELOTE).id == "belote"
    assert game_of_record(BRIDGE).id == "bridge"
    other = tmp_path / "other.yaml"
    other.write_text("edition: wbf-1997\nevents: []\n")
    assert game_of_record(other).id == "bridge"


def test_belote_through_the_interface_rules_as_the_example_says() -> None:
    game: Game = game_of("belote-contree")
    ruling = game.replay(game.load(BELOTE), {})
    assert isinstance(ruling, BeloteRuling)
    expected = json.loads(BELOTE.with_suffix(".json").read_text())
    assert json.loads(ruling.model_dump_json()) == expected
    text = game.render(ruling)
    assert "Renonce" in text and "[12B]" in text and "total: NS 0, EW 260" in text


def test_belote_prompt_is_put_each_open_question() -> None:
    game = game_of("belote-contree")
    record = game.load(EXAMPLES / "belote" / "05-contre-out-of-turn-open.yaml")
    assert game.replay(record, {}).status == "open"
    asked: list[str] = []

    def prompt(question: object, number: object) -> str:
        asked.append(f"{number}.{getattr(question, 'id', '')}")
        return "stand"

    ruling = game.replay(record, {}, prompt)
    assert asked == ["1.contre-out-of-turn"] and ruling.status != "open"


def test_bridge_through_the_interface_rules_as_the_example_says() -> None:
    game: Game = game_of("wbf-2017")
    ruling = game.replay(game.load(BRIDGE), {})
    assert isinstance(ruling, Ruling)
    expected = json.loads(BRIDGE.with_suffix(".json").read_text())
    assert json.loads(ruling.model_dump_json()) == expected
    assert ruling.edition in game.render(ruling)


def test_score_through_the_interface() -> None:
    belote, bridge = game_of("belote-contree"), game_of("wbf-2017")
    sheet = belote.score("100H by N 110")
    assert isinstance(sheet, ScoreSheet) and sheet.total == {"NS": 210, "EW": 50}
    assert "total: NS 210, EW 50" in belote.render(sheet)
    doubled = bridge.score("4SX-1 by S vul")
    assert doubled.model_dump()["score"] == -200
    assert "-200" in bridge.render(doubled)
    with pytest.raises(DirectorError, match="RESULT"):
        belote.score("4S=")
