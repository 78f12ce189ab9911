"""I.B Winning and VI.B Allied Victory: a civilization is destroyed with its last unit, building and tower (walls
never count, foundations neither); the two-player game, the team game's long and short versions."""
import pytest

from dawnofempires_gui.engine import Action, IllegalAction

from .helpers import empty_board, put, run

rule = pytest.mark.rule


@rule("aoe.win.destroy.1")
def test_a_player_wins_when_every_enemy_unit_building_and_tower_is_destroyed():
    game = empty_board(2)
    put(game, "town_center", 0, 3, 3)
    ship = put(game, "scout_ship", 1, 5, 0)
    put(game, "house", 1, 20, 5, down=True)  # a foundation does not keep a civilization alive
    run(game, "hits", stop="catapult")
    assert not game.over  # the ship still floats
    ship["red"] = 1
    run(game, "hits", stop="catapult")
    assert game.over and game.winners == [0]
    assert game.eliminated == [False, True] and all(p["owner"] == 0 for p in game.pieces.values())
    sheet = game.scores()
    assert sheet.winners == [0] and sheet.points[0]["Victory"] == 1 and sheet.totals == [2, 0]
    assert game.end_reason == "Ana wins: every enemy unit, building and tower is destroyed."
    assert game.to_move() == [] and game.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="The game is over"):
        game.apply(0, Action("command_none"))


@rule("aoe.win.walls.1")
def test_there_are_no_walls_to_destroy():
    from dawnofempires_gui.games.aoe import data as D
    assert not any("wall" in b for b in D.BUILDINGS)
    game = empty_board(2)
    put(game, "villager", 0, 3, 3)
    last = put(game, "watch_tower", 1, 20, 5)
    last["red"] = 1
    run(game, "hits", stop="catapult")
    assert game.winners == [0]


@rule("aoe.win.destroy.1")
def test_sides_destroyed_in_the_same_phase_draw():
    game = empty_board(2)
    a = put(game, "villager", 0, 3, 3)
    b = put(game, "villager", 1, 3, 3)
    a["red"] = b["red"] = 1
    run(game, "hits", stop="catapult")
    assert game.over and game.winners == [0, 1] and game.scores().points[0]["Victory"] == 0


def team_board(version):
    game = empty_board(4, team_game=version)
    for seat in range(4):
        put(game, "villager", seat, 3 + seat, 3)
    return game


@rule("aoe.allied.long.1")
def test_the_long_team_game_goes_on_until_every_opposing_civilization_is_destroyed():
    game = team_board("long")
    enemies = [s for s in range(4) if not game.same_team(0, s)]
    first = next(p for p in game.pieces.values() if p["owner"] == enemies[0])
    first["red"] = 1
    run(game, "hits", stop="catapult")
    assert not game.over and game.eliminated[enemies[0]]
    assert game.allies(enemies[1]) == []  # nobody left to give resources to
    second = next(p for p in game.pieces.values() if p["owner"] == enemies[1])
    second["red"] = 1
    run(game, "hits", stop="catapult")
    assert game.over and sorted(game.winners) == sorted(s for s in range(4) if game.same_team(0, s))


@rule("aoe.allied.short.1")
def test_the_short_team_game_is_won_by_the_first_team_to_destroy_one_opposing_civilization():
    game = team_board("short")
    enemies = [s for s in range(4) if not game.same_team(0, s)]
    next(p for p in game.pieces.values() if p["owner"] == enemies[0])["red"] = 1
    run(game, "hits", stop="catapult")
    assert game.over and sorted(game.winners) == sorted(s for s in range(4) if game.same_team(0, s))
    assert "short game" in game.end_reason


@rule("aoe.allied.short.1")
def test_in_the_short_game_losing_a_civilization_each_at_once_is_a_draw():
    game = team_board("short")
    for p in game.pieces.values():
        if p["owner"] in (0, 1):
            p["red"] = 1
    run(game, "hits", stop="catapult")
    assert game.over and game.winners == [0, 1, 2, 3]


def test_a_hidden_turn_limit_stops_a_game_as_a_draw_for_tests_and_simulations():
    from .helpers import set_up
    game = set_up(2, turn_limit=1)
    while not game.over:
        seat = game.to_move()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    assert game.turn == 1 and game.winners == [0, 1]
    assert game.end_reason.startswith("The game is stopped after turn 1")
    from dawnofempires_gui.engine import registry
    spec = next(o for o in registry.get("aoe").options if o.key == "turn_limit")
    assert not spec.shown and spec.default == 0
