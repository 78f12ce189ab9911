"""The computer's judgement of an Iron Age position (evaluate): what it sees beyond the points on the sheet.

Each test builds two positions that differ in one thing only and checks that the computer prefers the one a
player would: the points alone (the engine's default judgement) see no difference in any of them."""
from tests.iron.helpers import new

from dawnofempires_gui.games.iron import data as D


def _judged(change) -> tuple[float, float]:
    """Ana's judgement of a fresh two-player game, as it is and after `change(game)`."""
    plain = new(2)
    changed = new(2)
    change(changed)
    assert plain.score(0) == changed.score(0), "a judgement test changes no points"
    return plain.evaluate()[0], changed.evaluate()[0]


def _third_province(game):
    game.prov_boxes[0] += D.PROVINCE_BOXES[1]
    game.provinces[0] += 1


def test_the_computer_judges_an_extra_empire_die_better():
    game = new(2)
    _third_province(game)
    assert game.empire_dice(0) == 3 > new(2).empire_dice(0)
    before, after = _judged(_third_province)
    assert after > before


def test_the_computer_judges_a_province_half_built_better_than_none():
    def one_box(game):
        game.prov_boxes[0] += 1

    before, after = _judged(one_box)
    assert after > before


def test_the_computer_judges_goods_food_and_armies_worth_having():
    for peg in ("goods", "food", "army"):
        def three_more(game):
            getattr(game, peg)[0] += 3

        before, after = _judged(three_more)
        assert after > before, peg


def test_the_computer_judges_a_monument_nearly_finished_better_than_one_not_begun():
    acropolis = D.MON_INDEX["acropolis"]

    def nearly_finished(game):
        game.mon[acropolis] = D.MON_BOXES[acropolis] - 1

    before, after = _judged(nearly_finished)
    assert after > before


def test_a_monument_someone_else_finished_first_is_worth_less_to_finish():
    acropolis = D.MON_INDEX["acropolis"]

    def nearly(game, first):
        game.mon[acropolis] = D.MON_BOXES[acropolis] - 1
        game.mon_first[acropolis] = first
        return game.evaluate()[0]

    assert nearly(new(2), -1) > nearly(new(2), 1)
