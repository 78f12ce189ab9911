"""Setting up: the players and teams, the board of 12x12 sections with its ring of sea, the civilizations,
the free Town Center and villagers, the starting resources and Age; distances with diagonals of 1.5."""
import pytest

from dawnofempires_gui.engine import Action, RecordError, Seat
from dawnofempires_gui.games.aoe.kinds import BOARDS

from .helpers import INFO, NAMES, new_game, put, set_up, square

rule = pytest.mark.rule


@rule("aoe.game.players.1")
@pytest.mark.parametrize("players", [1, 3, 5, 7])
def test_the_game_refuses_an_odd_number_of_players(players):
    with pytest.raises(RecordError, match="2, 4 or 6"):
        INFO.new_game([Seat(n) for n in (NAMES * 2)[:players]], INFO.default_options(), 1)


@rule("aoe.game.players.1")
@pytest.mark.parametrize("players", [2, 4, 6])
def test_two_four_or_six_players_start_a_game(players):
    game = new_game(players)
    assert game.to_move() == list(range(players))


@rule("aoe.game.teams.1", "aoe.board.start.2")
@pytest.mark.parametrize("players", [4, 6])
def test_four_or_six_players_make_two_teams_whose_sections_touch_only_at_corners(players):
    game = new_game(players)
    teams = [game.team_of(s) for s in range(players)]
    assert sorted(teams) == [0] * (players // 2) + [1] * (players // 2)
    board = game.board
    for a in range(players):
        for b in range(a + 1, players):
            sections_touch_on_an_edge = any(
                board.section[n] == b for sq in range(board.grid.size) if board.section[sq] == a
                for n in board.grid.neighbours[sq] if board.grid.half_distance(sq, n) == 2)
            if game.same_team(a, b):
                assert not sections_touch_on_an_edge, (a, b)
    # allies see each other's purse; enemies do not
    ally = next(s for s in range(1, players) if game.same_team(0, s))
    enemy = next(s for s in range(1, players) if not game.same_team(0, s))
    assert ally in game.allies(0) and enemy not in game.allies(0)


@rule("aoe.game.teams.1")
def test_with_two_players_each_plays_alone():
    game = new_game(2)
    assert not game.same_team(0, 1) and game.allies(0) == []


@rule("aoe.board.size.1", "aoe.board.size.2", "aoe.board.size.3", "aoe.board.size.4")
@pytest.mark.parametrize("players, size", [(2, (24, 12)), (4, (24, 24)), (6, (36, 24))])
def test_the_board_is_one_12x12_section_per_player(players, size):
    game = new_game(players)
    board = game.board
    assert (board.width, board.height) == size
    assert board.grid.size == 144 * players
    for seat in range(players):
        assert sum(1 for s in board.section if s == seat) == 144


@rule("aoe.board.terrain.1", "aoe.board.terrain.2")
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_outer_ring_of_squares_is_sea_and_every_other_square_land(players):
    board = BOARDS[players]
    grid = board.grid
    for sq in range(grid.size):
        x, y = grid.xy(sq)
        edge = x in (0, board.width - 1) or y in (0, board.height - 1)
        assert board.sea[sq] == edge, (x, y)
    top_row = [board.sea[grid.cell(x, 0)] for x in range(board.width)]
    left_column = [board.sea[grid.cell(0, y)] for y in range(board.height)]
    assert all(top_row) and all(left_column)
    if players == 2:
        assert (len(top_row), len(left_column)) == (24, 12)
    if players == 4:
        assert (len(top_row), len(left_column)) == (24, 24)


@rule("aoe.board.start.1", "aoe.age.start.1", "aoe.res.start.1")
def test_each_player_places_a_town_center_and_three_villagers_on_his_start_section():
    game = set_up(2, centers=[(4, 5), (20, 6)])
    for seat, (x, y) in enumerate([(4, 5), (20, 6)]):
        here = game.at(square(game, x, y))
        assert sorted(p["type"] for p in here if p["owner"] == seat) == ["town_center", "villager", "villager",
                                                                         "villager"]
        assert game.ages[seat] == "stone"
        assert game.purses[seat] == {"food": 200, "wood": 200, "gold": 0, "stone": 150}
    assert game.turn == 1 and game.top_step()[0] == "resources"


@rule("aoe.board.start.1")
def test_a_town_center_may_not_go_on_another_player_s_section_or_at_sea():
    game = new_game(2, civilizations="none")
    assert game.problem(0, Action("place_town_center", square=square(game, 20, 5))) == \
        "Your free Town Center goes on your own start section of the board."
    assert game.problem(0, Action("place_town_center", square=square(game, 0, 5))) == \
        "A Town Center stands on land, not at sea."
    legal = game.legal_actions(0)
    assert len(legal) == 11 * 10  # the start section less its sea squares: one column and two rows


@rule("aoe.board.start.1")
def test_the_town_centers_are_placed_in_secret_and_revealed_together():
    game = new_game(2, civilizations="none")
    events = game.apply(0, Action("place_town_center", square=square(game, 3, 3)))
    assert events[0].text_for(1) == "Ana chooses in secret."
    assert "(3, 3)" not in str(game.view(1).snapshot()["picks"])
    assert game.to_move() == [1] and not game.pieces
    game.apply(1, Action("place_town_center", square=square(game, 20, 3)))
    assert len(game.pieces) == 8


@rule("aoe.civ.choose.1", "aoe.construct.civ.1")
def test_each_player_chooses_a_civilization_which_is_a_name_only_and_may_be_shared():
    game = new_game(2)
    assert game.top_step()[0] == "civilization"
    names = {a["civilization"] for a in game.legal_actions(0)}
    assert {"latin", "celt", "germanic"} <= names
    game.apply(0, Action("choose_civilization", civilization="celt"))
    game.apply(1, Action("choose_civilization", civilization="celt"))
    assert game.civs == ["celt", "celt"]
    for s in range(2):
        game.apply(s, Action("place_town_center", square=game.board.start[s][30]))
    # a Celt builds and trains exactly what a Latin would: the same legal actions from the same position
    other = set_up(2)
    assert game.legal_actions(0) == other.legal_actions(0)


@rule("aoe.dist.diag.1", "aoe.dist.count.1")
def test_a_knight_s_move_is_two_and_a_half_squares_and_distances_go_along_the_shortest_path():
    game = new_game(2)
    a = square(game, 5, 5)
    assert game.distance(a, square(game, 7, 6)) == 5  # half squares: 2.5
    assert game.distance(a, square(game, 6, 5)) == 2  # a side step: 1
    assert game.distance(a, square(game, 6, 6)) == 3  # a diagonal step: 1.5
    assert game.distance(a, square(game, 9, 8)) == 3 * 3 + 2 * 1  # 3 diagonals and a side step: 5.5


@rule("aoe.dist.stack.1", "aoe.construct.land.1")
def test_any_number_of_any_player_s_units_and_buildings_share_a_square():
    from .helpers import empty_board
    game = empty_board(2)
    here = (6, 6)
    for _ in range(12):
        put(game, "villager", 0, *here)
    put(game, "clubman", 1, *here)
    put(game, "house", 0, *here)
    put(game, "granary", 1, *here)
    assert len(game.at(square(game, *here))) == 15
    assert not [p for p in game.invariant_problems() if "square" in p]
