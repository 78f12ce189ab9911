"""The computer's judgement of a Dawn of Empires position (evaluate): what it sees beyond the points.

Each test builds two positions that differ in one thing only and checks that the computer prefers the one a
player would: the points alone (the engine's default judgement) see no difference in any of them."""
from tests.doe.helpers import SCIENCE, board, hide, setup, town, units

from dawnofempires_gui.games.doe import hexmap as H


def _judged(make, change) -> tuple[float, float]:
    """The first player's judgement of the position `make()` builds, as it is and after `change(game)`."""
    plain, changed = make(), make()
    change(changed)
    assert plain.scores().totals == changed.scores().totals, "a judgement test changes no points"
    return plain.evaluate()[0], changed.evaluate()[0]


def _two_towns():
    """Both players with a town of size 2 on a fully explored grassland map."""
    game = board(2)
    town(game, 0, 10, size=2)
    town(game, 1, 21, size=2)
    return game


def test_the_computer_judges_science_to_research_with_worth_having():
    def science(game):
        game.res[0][SCIENCE] += 3

    before, after = _judged(setup, science)
    assert after > before


def test_the_computer_judges_a_settler_on_the_map_better_than_one_at_home():
    start = setup()
    tile = start.town_tiles(0)[0]
    before, after = _judged(setup, lambda game: units(game, 0, tile, s=1))
    assert after > before


def test_the_computer_judges_towns_among_face_down_tiles_poorer_for_the_harvest():
    def fog(game):
        for t in H.CORNER_TILES[10][:2]:
            hide(game, t)

    plain, fogged = _judged(_two_towns, fog)
    assert fogged < plain


def test_the_computer_judges_cubes_held_in_a_harvest_worth_converting():
    def holding(game):
        game.set_base("convert")
        game.collected = list(H.CORNER_TILES[10][:2])

    def harvesting():
        game = _two_towns()
        game.set_base("convert")
        return game

    before, after = _judged(harvesting, holding)
    assert after > before


def test_the_computer_judges_what_pays_later_worth_less_as_the_race_to_the_end_nears():
    """Both players with 11 of the 12 technologies that end the game: science for Harvests and research to come
    is worth less than at the start (an empire built for Harvests that never come lost the race)."""
    from dawnofempires_gui.games.doe import data as D

    def near_the_end():
        game = setup()
        for p in range(2):
            game.techs[p] = list(D.TECHS)[:11]
        return game

    def science(game):
        game.res[0][SCIENCE] += 3

    far = _judged(setup, science)
    near = _judged(near_the_end, science)
    assert near[1] - near[0] < far[1] - far[0]
