"""The Iron Age board, driven through the game window by clicks on board items only (offscreen)."""
from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from dawnofempires_gui.engine import Action, Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import fill_of
from dawnofempires_gui.games.iron.state import DEV_BIT
from dawnofempires_gui.games.iron.words import pts
from dawnofempires_gui.ui.table import Table

pytestmark = pytest.mark.gui


@pytest.fixture
def messages(monkeypatch):
    seen = []
    for name in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name,
                            lambda parent, title, text, *a, _n=name, **k: seen.append((_n, title, text)))
    return seen


def open_game(qtbot, names=("Ana", "Ben"), seed=3, length="short"):
    record = Record("iron", [Seat(n) for n in names], {"length": length}, seed)
    window = Table().start(record)
    qtbot.addWidget(window)
    window.show()
    window.controller.bot_delay_ms = 0
    return window


def targets(window) -> list:
    """The board targets standing for legal actions now (the chooser's chips while it is open, as a player
    sees them)."""
    return [i for i in window.board.live_targets() if i.isVisible() and i.data(0)]


def click(window, qtbot, item) -> None:
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    assert window.view.viewport().rect().contains(point), f"{item.data(0)} is outside the view"
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=point)


def click_tag(window, qtbot, tag: str) -> None:
    items = [i for i in window.board.items() if i.data(0) == tag and i.isVisible()]
    assert items, f"no board item {tag}"
    click(window, qtbot, items[0])


def play_by_clicks(window, qtbot, rng: random.Random, limit: int = 3000) -> int:
    """Click random highlighted board targets until the game ends; return the number of clicks."""
    clicks = 0
    toggles = 0
    state = window.controller.state
    while not state.is_over():
        assert clicks < limit, "the game did not end"
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        legal = window.controller.legal_for_viewer()
        assert legal, f"nobody can move: {state.phase()}"
        found = targets(window)
        assert found, f"no board target for {[state.describe(a) for a in legal]}"
        if toggles >= 3:  # keep/release a few dice per roll, then roll or stop
            found = [i for i in found if not str(i.data(0)).startswith("die-")] or found
        item = rng.choice(found)
        tag = str(item.data(0))
        before = (state.digest(), window.board.chooser is not None)
        click(window, qtbot, item)
        after = (state.digest(), window.board.chooser is not None)
        assert after != before, f"clicking {tag} did nothing"
        toggles = toggles + 1 if tag.startswith("die-") and state.step() == "roll" else 0
        clicks += 1
    return clicks


def test_a_two_player_game_is_played_to_its_end_by_clicking_the_board(qtbot, messages):
    start = time.perf_counter()
    window = open_game(qtbot, seed=11)
    clicks = play_by_clicks(window, qtbot, random.Random(5))
    qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible())
    state = window.controller.state
    assert clicks > 50 and messages == []
    for s in range(2):  # the sheets' score lines agree with the model; the winner is marked
        assert window.board.sheet(s).score_text.text() == pts(state.score(s))
        assert ("winner" in window.board.sheet(s).turn_text.text()) == (s in state.scores().winners)
    tally = [[t.text() for t in row] for row in window.board.tray.tally if row[0].isVisible()]
    assert tally[0][0] == "Player" and sorted(int(row[-1]) for row in tally[1:]) == sorted(state.scores().totals)
    assert time.perf_counter() - start < 45


def test_a_solitaire_game_is_played_to_its_end_by_clicking_the_board(qtbot, messages):
    window = open_game(qtbot, names=("Solo",), seed=2)
    play_by_clicks(window, qtbot, random.Random(9))
    qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible())
    assert window.controller.state.round == D.SOLO_ROUNDS
    assert messages == []
    assert "Final score" in " ".join(t.text() for t in window.board.solo_text)


def to_roll(window, qtbot) -> None:
    """Both seats build a province at setup; Ana is to roll."""
    click_tag(window, qtbot, "setup-province")
    click_tag(window, qtbot, "setup_province")


def test_setup_choices_are_port_2_and_province_2_on_the_sheet(qtbot):
    window = open_game(qtbot)
    board = window.board
    assert {i.data(0) for i in targets(window)} == {"setup-port", "setup-province", "setup_port", "setup_province"}
    click_tag(window, qtbot, "setup-port")
    state = window.controller.state
    assert state.ports[0] == 2 and state.active == 1
    ana = board.sheet(0)
    assert ana.port_ring.isVisibleTo(ana) and not ana.prov_ring.isVisibleTo(ana)
    assert fill_of(ana.port_urns[1][1]) != fill_of(ana.port_urns[2][0])
    assert board.main_sheet().seat == 1  # the seat to move is shown large
    assert board.main_sheet().shown and not ana.shown
    assert "Ports 2" in board.card(0).empire.text()  # and Ana's card says what she chose


def test_the_dice_show_the_rolled_faces_and_a_skull_is_locked(qtbot):
    window = open_game(qtbot, seed=7)
    to_roll(window, qtbot)
    tray = window.board.tray
    assert [i.data(0) for i in targets(window)] == ["roll"]
    click_tag(window, qtbot, "roll")
    state = window.controller.state
    for attempt in range(40):  # play turns until a roll shows a skull on an empire die
        if state.step() == "roll" and "skull" in state.dice:
            break
        while state.step() != "roll" or state.rolls:
            legal = window.controller.legal_for_viewer()
            pick = next((a for a in legal if a.kind in ("stop", "end_build", "skip_buy", "end_turn", "skip_omens",
                                                         "skip_leadership", "no_conquest", "refuse_good")), legal[0])
            window.controller.choose(pick)
            if state.step() == "roll" and state.rolls:
                break
        if state.step() == "roll" and state.rolls == 0:
            click_tag(window, qtbot, "roll")
    assert "skull" in state.dice
    for i, face in enumerate(state.dice):
        assert tray.dice[i].face[0] == face  # the die shows the rolled face
    assert tray.fate.face[0] == state.fate
    i = state.dice.index("skull")
    die = tray.dice[i]
    assert die.lock.isVisible() and not die.actions and "set aside" in die.toolTip()
    assert die.below.text() == "locked"  # (the tooltip says it is set aside)
    before = state.digest()
    click(window, qtbot, die)
    assert state.digest() == before  # a skull does not react
    free = [k for k, f in enumerate(state.dice) if f != "skull"]
    if free:
        k = free[0]
        click_tag(window, qtbot, f"die-{k}")
        assert state.kept[k] and tray.dice[k].below.text() == "kept"
        click_tag(window, qtbot, f"die-{k}")
        assert not state.kept[k]


def test_the_pegboard_pegs_stand_at_the_state_values(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = window.controller.state
    pegs = window.board.pegboard
    for attr in ("food", "goods", "army", "ships", "wealth"):
        assert pegs.peg_value(attr) == getattr(state, attr)[0]
    assert pegs.values["army"].text() == str(state.army[0]) == "3"
    window.controller.choose(Action("roll"))
    window.controller.choose(Action("stop"))  # food collected and provinces fed: the peg follows
    focus = window.board.focus
    assert pegs.peg_value("food") == state.food[focus] and pegs.values["food"].text() == str(state.food[focus])


def test_a_monument_finished_first_is_marked_on_every_sheet(qtbot):
    window = open_game(qtbot, names=("Ana", "Ben", "Cy"))
    state = window.controller.state
    state.mon[0 * 5 + 0] = D.MON_BOXES[0]  # Ana finished the Obelisk first
    state.mon_first[0] = 0
    state.mon[1 * 5 + 0] = D.MON_BOXES[0]  # Ben finished it later
    window.redraw([])
    board = window.board

    def shown(item, seat):  # shown on that seat's sheet (only the sheet in focus is on the table)
        return item.isVisibleTo(board.sheet(seat))

    assert shown(board.sheet(0).mon_first_ring[0], 0) and not shown(board.sheet(0).mon_first_cross[0], 0)
    for s in (1, 2):
        assert shown(board.sheet(s).mon_first_cross[0], s) and not shown(board.sheet(s).mon_first_ring[0], s)
    assert shown(board.sheet(1).mon_check[0], 1) and not shown(board.sheet(2).mon_check[0], 2)
    assert "Ana" in board.sheet(2).mon_first_disc[0].toolTip()
    # the other players' cards say it without a click: Ben finished it, Ana first
    assert "Obelisk ✓" in board.card(1).monuments.text() and "first" not in board.card(1).monuments.text()
    board.look_at(1)  # Ben's sheet full size: the first finisher's points crossed out
    assert "Obelisk ✓ first" in board.card(0).monuments.text()
    tags = {i.data(0) for i in board.items() if i.isVisible()}
    assert "mon-first-crossed-obelisk" in tags and "mon-first-ring-obelisk" not in tags


def build_position(window, pop=4, goods=6, food=5, devs=()):
    """Put the active seat in its build step with these amounts (a test position)."""
    state = window.controller.state
    s = state.active
    state.set_step("build", (s,))
    state.rolls = 3
    state.dice = ["pop3"] * len(state.dice)
    state.fate = "bounty"
    state.pop, state.goods[s], state.food[s] = pop, goods, food
    for d in devs:
        state.devs[s] |= DEV_BIT[d]
    window.redraw([])
    return state, s


def test_build_boxes_spend_population_and_goods_and_illegal_boxes_do_not_react(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=3, goods=2, food=1)
    tags = {i.data(0) for i in targets(window)}
    assert {"province-box", "port-pop", "urn", "monument-obelisk", "monument-coliseum", "army", "end_build"} <= tags
    assert "ship" not in tags and "granary" not in tags and "architecture-walls" not in tags
    tray = window.board.tray
    assert [t.text() for t in tray.left_texts[:3]] == ["3", "2", "1"]
    click_tag(window, qtbot, "province-box")
    assert state.prov_boxes[s] == D.PROVINCE_CUM[0] + 1 and state.pop == 2
    assert tray.left_texts[0].text() == "2"
    click_tag(window, qtbot, "urn")
    assert state.urns[s] == 1 and state.goods[s] == 1
    sheet = window.board.main_sheet()
    box = sheet.mon_boxes[4][5]  # a monument box that is not the next one
    assert not box.actions
    before = state.digest()
    click(window, qtbot, box)
    assert state.digest() == before
    click_tag(window, qtbot, "army")
    assert state.army[s] == 4 and state.food[s] == 0 and window.board.pegboard.peg_value("army") == 4


def test_architecture_fills_three_boxes_from_the_third_box_ahead(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=2, goods=0, devs=("architecture",))
    click_tag(window, qtbot, "architecture-walls")
    assert state.monument_boxes(s, "walls") == 3


def test_buying_offers_the_legal_payments_in_the_chooser(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=0, goods=3)
    state.innov = 1
    state.wealth[s] = 1
    state.set_step("buy", (s,))
    window.redraw([])
    board = window.board
    cards = {i.data(0) for i in targets(window) if str(i.data(0)).startswith("dev-")}
    assert "dev-irrigation" in cards and "dev-roads" not in cards
    click_tag(window, qtbot, "dev-irrigation")
    assert board.chooser is not None
    offered = sorted(i.data(0) for i in targets(window))
    legal = sorted(f"buy-irrigation-{a['goods']}-{a['innovations']}-{a['wealth']}" for a in state.legal_actions(s)
                   if a.kind == "buy" and a["dev"] == "irrigation")
    assert offered == legal
    qtbot.keyClick(window.view, Qt.Key_Escape)  # a way out, not a move
    assert board.chooser is None
    click_tag(window, qtbot, "dev-irrigation")
    click_tag(window, qtbot, "buy-irrigation-0-0-1")
    assert state.has_dev(s, "irrigation") and state.wealth[s] == 0
    assert board.sheet(s).dev_check[D.DEV_INDEX["irrigation"]].isVisibleTo(board.sheet(s))
    if board.focus != s:  # the turn went on: the card of the buyer names it
        assert "Irrigation" in " ".join(t.text() for t in board.card(s).devs)


def test_omens_pick_a_die_then_a_face(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = window.controller.state
    state.set_step("omens", (0,))
    state.rolls = 3
    state.dice = ["skull", "goods", "food3"][:len(state.dice)]
    state.fate = "omens"
    window.redraw([])
    click_tag(window, qtbot, "die-0")
    faces = {i.data(0) for i in targets(window) if str(i.data(0)).startswith("omens-face-")}
    assert faces == {f"omens-face-{f}" for f in D.EMPIRE_IDS if f != "skull"}
    click_tag(window, qtbot, "omens-face-pop3")
    assert state.dice[0] == "pop3"


def test_conquest_choice_and_food_or_population_are_scene_buttons(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = window.controller.state
    state.set_step("choose", (0,))
    state.rolls = 3
    state.dice = ["choice", "choice", "goods"][:len(state.dice)]
    state.choice = [""] * len(state.dice)
    state.fate = "bounty"
    window.redraw([])
    tags = {i.data(0) for i in targets(window)}
    assert {"take-0-food", "take-0-population", "take-1-food", "take-1-population"} <= tags
    click_tag(window, qtbot, "take-0-population")
    assert state.choice[0] == "population"
    state.set_step("conquest", (0,))
    window.redraw([])
    assert {i.data(0) for i in targets(window)} == {"conquer", "no_conquest"}


def test_another_seats_sheet_can_be_looked_at_full_size(qtbot):
    window = open_game(qtbot, names=("Ana", "Ben", "Cy"))
    board = window.board
    assert board.main_sheet().seat == 0
    card = board.card(2)
    point = window.view.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=point)
    assert board.main_sheet().seat == 2 and board.pegboard.title.text().endswith("Cy")
    assert "Ana" in board.tray.prompt_text() or "Ana" in board.tray.prompt.toolTip()
    assert {i.data(0) for i in targets(window)} >= {"setup_port", "setup_province"}  # still playable


def test_show_state_is_fast(qtbot):
    window = open_game(qtbot, names=("Ana", "Ben", "Cy", "Dan"), seed=5)
    rng = random.Random(1)
    controller = window.controller
    times = []
    for _ in range(300):
        if controller.state.is_over():
            break
        legal = controller.legal_for_viewer()
        action = rng.choice(legal)
        controller.session.apply(controller.state.to_move()[0], action)
        controller.viewer = controller.state.to_move()[0] if controller.state.to_move() else controller.viewer
        view = controller.view()
        legal = controller.legal_for_viewer()
        t = time.perf_counter()
        window.board.show_state(view, controller.viewer, legal, [])
        times.append(time.perf_counter() - t)
    times.sort()
    p95 = times[int(len(times) * 0.95)]
    print(f"show_state p95 {p95 * 1000:.2f} ms, median {times[len(times) // 2] * 1000:.2f} ms over {len(times)}")
    assert p95 < 0.025  # goal 8 ms; generous here for slow CI machines


def test_boxes_that_cannot_be_filled_now_say_why(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=0, goods=1, food=0)
    sheet = window.board.main_sheet()
    box = sheet.mon_boxes[0][0]
    assert not box.actions and "Not now" in box.toolTip() and "population" in box.toolTip()
    hole = window.board.pegboard.holes["army"][state.army[s] + 1]
    assert not hole.actions and "Not now" in hole.toolTip()
    click_tag(window, qtbot, "urn")  # the last good: the build step ends, the tooltips are plain again
    assert "Not now" not in box.toolTip()


def test_leadership_re_rolls_a_clicked_die_and_the_fate_die_can_be_kept(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = window.controller.state
    click_tag(window, qtbot, "roll")
    if state.step() == "roll" and state.fate != "skull":
        click_tag(window, qtbot, "die-fate")
        assert state.fate_kept and window.board.tray.fate.below.text() == "kept"
    state.set_step("leadership", (0,))
    state.rolls = 3
    state.dice = ["skull", "goods", "food3"][:len(state.dice)]
    state.fate = "drought"
    window.redraw([])
    tags = {i.data(0) for i in targets(window)}
    assert {"die-0", "die-1", "die-fate", "skip_leadership"} <= tags  # a skull die may be re-rolled too
    click_tag(window, qtbot, "die-0")
    assert state.step() != "leadership"


def test_a_tribute_demand_is_answered_by_the_asked_player_on_the_board(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = window.controller.state
    state.rolls, state.fate = 3, "tribute"
    state.set_step("battles", (0,), 9, ())
    state.push_step("tribute", (1,), 9)
    state.goods[1] = 2
    window.controller.viewer = 1
    window.redraw([])
    assert {i.data(0) for i in targets(window)} == {"give_good", "refuse_good"}
    assert window.board.main_sheet().seat == 1  # the answering player sees their own sheet and pegboard
    assert "Ben" in window.board.tray.prompt_text()
    click_tag(window, qtbot, "give_good")
    assert state.goods[1] == 1 and state.step() != "tribute"
