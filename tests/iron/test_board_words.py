"""The Iron Age board's words never run into each other or over an edge (found on screenshots of the
1024×700 window): the tray's title and the step's name, the words under neighbouring dice, the Disasters
count and its title, the Conquest title and its first box, a starred development's star and its cost."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsSimpleTextItem

from dawnofempires_gui.games.iron import data as D

from .test_board import open_game, to_roll

pytestmark = pytest.mark.gui


def apart(a, b, gap: float = 0.0) -> bool:
    """The two items' drawn rectangles on the scene do not meet (and lie `gap` apart at least)."""
    return not a.sceneBoundingRect().adjusted(-gap, -gap, gap, gap).intersects(b.sceneBoundingRect())


def texts_of(item, words: str) -> list[QGraphicsSimpleTextItem]:
    return [t for t in item.childItems() if isinstance(t, QGraphicsSimpleTextItem) and t.text() == words] + \
        [t for child in item.childItems() for t in texts_of(child, words)]


def test_the_trays_title_never_runs_under_the_steps_name(qtbot):
    window = open_game(qtbot, names=("Player1",))
    tray = window.board.tray
    state = window.controller.state
    for step in ("roll", "buy", "conquest", "store"):
        state.set_step(step, (0,))
        window.redraw([])
        assert tray.stage_text.text() and apart(tray.title, tray.stage_text, 4), (step, tray.title.text())


def test_at_the_end_the_trays_title_names_the_winner_in_full(qtbot):
    window = open_game(qtbot, names=("Player1", "Player2", "Player3", "Player4"), seed=5)
    c = window.controller
    rng = random.Random(5)
    while not c.state.is_over():
        seat = c.state.to_move()[0]
        c.session.apply(seat, rng.choice(c.state.legal_actions(seat)))
    window.redraw([])
    title = window.board.tray.title
    assert title.text() == title.toolTip() and title.text().endswith(("wins", "share the win"))


def test_the_words_under_neighbouring_dice_stay_apart_and_inside_the_tray(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = window.controller.state
    tray = window.board.tray
    state.dice = ["skull"] * len(state.dice)
    state.rolls = 1
    window.redraw([])  # every die a skull: each is set aside
    shown = [d.below for d in tray.dice[:len(state.dice)]] + [tray.fate.below]
    seen = [b.text() for b in shown]
    state.dice = ["choice"] * len(state.dice)
    state.choice = ["population", "population", "food"][:len(state.dice)]
    state.set_step("build", (state.active,))
    window.redraw([])  # the dice taken as population or food
    for words in (seen, [d.below.text() for d in tray.dice[:len(state.dice)]]):
        assert all(words), words
    for below in [d.below for d in tray.dice[:len(state.dice)]]:
        assert tray.sceneBoundingRect().contains(below.sceneBoundingRect()), below.text()
    for k in range(len(state.dice) - 1):
        assert apart(tray.dice[k].below, tray.dice[k + 1].below, 4), (tray.dice[k].below.text(),
                                                                     tray.dice[k + 1].below.text())
    state.set_step("roll", (state.active,))
    state.dice = ["skull"] * len(state.dice)
    window.redraw([])
    for k in range(len(state.dice) - 1):
        assert apart(tray.dice[k].below, tray.dice[k + 1].below, 4), tray.dice[k].below.text()


@pytest.mark.parametrize("skulls", [0, 9, 10, 25, D.SKULL_TOP])
def test_the_disasters_count_stays_clear_of_its_title(qtbot, skulls):
    window = open_game(qtbot)
    state = window.controller.state
    state.skulls[0] = skulls
    window.redraw([])
    sheet = window.board.sheet(0)
    title = texts_of(sheet.skull_part, "DISASTERS")[0]
    assert apart(title, sheet.skull_count, 4), sheet.skull_count.text()
    assert str(skulls) in sheet.skull_count.text()


def test_the_conquest_title_stands_clear_of_its_first_box(qtbot):
    window = open_game(qtbot)
    sheet = window.board.sheet(0)
    title = texts_of(sheet.conquest_part, "CONQUEST")[0]
    assert apart(title, sheet.conquest_boxes[0], 4)


def test_a_starred_developments_star_stays_off_its_cost_and_name(qtbot):
    window = open_game(qtbot)
    sheet = window.board.sheet(0)
    starred = [i for i, info in enumerate(D.DEVELOPMENTS) if info.get("starred")]
    assert starred
    for i in starred:
        card = sheet.dev_cards[i]
        star = texts_of(card, "★")[0]
        coin = next(c for c in card.childItems() if isinstance(c, QGraphicsEllipseItem))
        name = texts_of(card, D.DEVELOPMENTS[i]["name"])[0]
        assert apart(star, coin, 1) and apart(star, name) and card.sceneBoundingRect().contains(
            star.sceneBoundingRect()), D.DEVELOPMENTS[i]["name"]


def test_the_amounts_left_this_turn_fit_the_tray_with_two_digits_each(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = window.controller.state
    s = state.active
    state.set_step("build", (s,))
    state.rolls = 3
    state.pop, state.goods[s], state.food[s], state.innov, state.army[s] = 21, 15, 15, 14, 17
    window.redraw([])
    tray = window.board.tray
    inner = tray.sceneBoundingRect().adjusted(14, 0, -14, 0)
    shown = [tray.left_label, *tray.left_texts, tray.strength_label]
    assert [t.text() for t in tray.left_texts] == ["21", "15", "15", "14", str(state.strength(s))]
    for item in shown:
        assert inner.contains(item.sceneBoundingRect()), item.text()
    for a, b in zip(shown, shown[1:]):
        assert apart(a, b, 2), (a.text(), b.text())


def test_the_fate_die_s_label_stands_over_the_die_clear_of_the_tray_s_wooden_edge(qtbot):
    """At 1024x700 the E of "FATE DIE" touched the wood."""
    window = open_game(qtbot, names=("Player1",))
    tray = window.board.tray
    label = texts_of(tray, "FATE DIE")[0].sceneBoundingRect()
    die = tray.fate.sceneBoundingRect()
    felt_right = tray.sceneBoundingRect().right() - 4  # the wooden frame's pen is 8 wide
    assert label.right() <= felt_right - 6
    assert abs(label.center().x() - die.center().x()) <= 1
