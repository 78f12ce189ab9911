"""The Iron Age board as people play it at one screen (issue 9's Iron Age points), on the real window:
real amounts on the food-or-population buttons, the battle strength labelled, no other button under the
last click, no winner in solitaire, a tooltip on every target, no text under 9 px in the fitted view at
1024×700, 1280×820 and 1920×1080 (the docks leave the board the space), every other player's public
state in readable words without a click, and the board painted from its cached parts exactly as drawn
item by item."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import Text, is_shelved, parts_of
from dawnofempires_gui.games.iron.state import DEV_BIT
from dawnofempires_gui.games.iron.words import pts
from dawnofempires_gui.ui.targets import Target

from ..board_pictures import pictures_made
from .test_board import build_position, click, click_tag, open_game, targets, to_roll

pytestmark = pytest.mark.gui


def choose_position(window, fate: str, devs=()):
    state = window.controller.state
    state.rolls, state.fate = 3, fate
    state.dice = ["choice", "choice", "goods"][:len(state.dice)]
    state.choice = [""] * len(state.dice)
    for d in devs:
        state.devs[0] |= DEV_BIT[d]
    state.set_step("choose", (0,))
    window.redraw([])
    return state


@pytest.mark.parametrize("fate,devs,food", [("bounty", (), 3), ("drought", (), 1), ("conquest", (), 2),
                                            ("bounty", ("irrigation", "aqueducts"), 6)])
def test_the_food_or_population_buttons_show_the_real_amounts(qtbot, fate, devs, food):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = choose_position(window, fate, devs)
    food_button, pop_button = window.board.tray.take_buttons[0]
    assert food_button.label.text() == f"{food} food" and pop_button.label.text() == "2 pop."
    assert f"{food} food" in food_button.toolTip()
    before = state.food[0]
    click_tag(window, qtbot, "take-0-food")
    click_tag(window, qtbot, "take-1-population")
    assert state.food[0] == min(15, before + food) - state.provinces[0]


def test_the_sword_number_is_labelled_as_battle_strength(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=2, goods=1, devs=("formations",))
    tray = window.board.tray
    sword = tray.left_texts[4]
    assert sword.text() == str(state.strength(s)) == str(state.army[s] + 2)
    label = tray.strength_label
    assert label.isVisible() and label.text() == "battle strength"
    assert label.sceneBoundingRect().left() > sword.sceneBoundingRect().right()  # the words follow the number
    assert "battle strength" in sword.toolTip()


def armed_under(window, point: QPointF) -> list:
    """The armed, visible targets (chooser chips included) under a scene point."""
    return [i for i in window.board.items(point) if isinstance(i, Target) and i.actions and i.isVisible()]


def test_buy_nothing_does_not_appear_under_done_building(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=1, goods=6)
    done = next(i for i in targets(window) if i.data(0) == "end_build")
    point = done.sceneBoundingRect().center()
    click(window, qtbot, done)
    assert state.step() == "buy" and any(a.kind == "buy" for a in state.legal_actions(s))
    assert [i.data(0) for i in armed_under(window, point)] == []
    skip = next(i for i in targets(window) if i.data(0) == "skip_buy")
    point = skip.sceneBoundingRect().center()
    click(window, qtbot, skip)
    assert state.step() == "store"
    assert [i.data(0) for i in armed_under(window, point)] == []


def test_no_other_button_ever_appears_under_the_last_click(qtbot):
    """Play a whole 2-player game by clicks: after each one, the spot clicked holds nothing armed but the
    same target (a die kept and released, the same button again)."""
    window = open_game(qtbot, seed=21)
    rng = random.Random(4)
    state = window.controller.state
    clicks = 0
    while not state.is_over() and clicks < 2500:
        if window.cover.isVisible():
            window.cover.button.click()
            continue
        found = targets(window)
        assert found, state.phase()
        if clicks % 7:  # mostly the buttons and boxes a player goes through; dice now and then
            found = [i for i in found if not str(i.data(0)).startswith("die-")] or found
        item = rng.choice(found)
        tag = item.data(0)
        point = item.sceneBoundingRect().center()
        click(window, qtbot, item)
        clicks += 1
        other = [i.data(0) for i in armed_under(window, point) if i.data(0) != tag]
        assert other == [], f"after {tag} ({state.phase()}): {other} under the pointer"
    assert state.is_over()


def test_a_solitaire_board_never_speaks_of_winning(qtbot):
    window = open_game(qtbot, names=("Solo",), seed=5)
    controller = window.controller
    rng = random.Random(2)
    while not controller.state.is_over():
        controller.choose(rng.choice(controller.legal_for_viewer()))
    board = window.board
    words = [i.text() for i in board.items() if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible()]
    words += [i.toolTip() for i in board.items() if i.isVisible() and i.toolTip()]
    assert not [w for w in words if "win" in w.lower()]
    said = " ".join(words)
    assert said.count(f"beat {D.SOLO_TARGET}") == 1  # the target said once
    assert "Final score" in said
    ending = [text for _, e in controller.session.log for text in [e.text] if e.kind == "end"]
    assert ending and "Winner" not in ending[-1] and "scores" in ending[-1]


def all_targets(window) -> list[Target]:
    return [i for i in window.board.items() if isinstance(i, Target) and i.isVisible()]


def test_every_target_says_what_a_click_does_or_why_not(qtbot):
    window = open_game(qtbot, names=("Ana", "Ben", "Cy"), seed=9)
    controller = window.controller
    rng = random.Random(6)
    seen_armed = 0
    for step in range(400):
        if controller.state.is_over():
            break
        if window.cover.isVisible():
            window.cover.button.click()
            continue
        for item in all_targets(window):
            tip = item.toolTip()
            assert tip.strip(), f"{item.data(0)} has no tooltip ({controller.state.phase()})"
            if item.actions:
                seen_armed += 1
                assert "Click" in tip, (item.data(0), tip)
        found = targets(window)
        item = rng.choice(found)
        if len(item.actions) > 1 and step % 3 == 0:  # now and then look into a chooser too
            click(window, qtbot, item)
            for chip in window.board.chips:
                assert "Click" in chip.toolTip()
            continue
        controller.choose(rng.choice(controller.legal_for_viewer()))
    assert seen_armed > 500


def test_with_everything_built_the_tooltips_never_speak_of_a_seventh_port_or_province(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=0, goods=1, food=0)
    state.ports[s], state.port_pop[s], state.urns[s] = 6, len(D.PORT_URNS), D.TOTAL_URNS
    state.provinces[s], state.prov_boxes[s] = 6, D.TOTAL_PROVINCE_BOXES
    window.redraw([])
    tips = " ".join(i.toolTip() for i in window.board.items() if i.isVisible())
    assert "port 7" not in tips.lower() and "province 7" not in tips.lower()
    assert "Not now" in window.board.main_sheet().mon_boxes[0][0].toolTip()


def pointer_on_the_board(qtbot, window):
    """The pointer moves onto the board, as a player's would. (A big window opened under a pointer left
    there by an earlier test, with no mouse event of its own, makes Qt crash when a target under the
    pointer loses its cursor: QGraphicsView's _q_unsetViewportCursor reads a mouse event it never had.)"""
    from PySide6.QtCore import QPoint

    qtbot.mouseMove(window.view.viewport(), QPoint(4, 4))


def screen_px(item: QGraphicsSimpleTextItem, scale: float) -> float:
    return item.font().pixelSize() * item.sceneTransform().m11() * scale


def small_texts(window) -> list[tuple[float, str]]:
    scale = window.view.transform().m11()
    out = []
    for item in window.board.items():
        if not isinstance(item, QGraphicsSimpleTextItem) or not item.isVisible() or not item.text().strip():
            continue
        if isinstance(item, Text) and not item.drawn_at(scale):
            continue  # small print not drawn at this size (the small sheets, numbers in track boxes)
        if screen_px(item, scale) < 9:
            out.append((round(screen_px(item, scale), 2), item.text()))
    return out


SIZES = [(1280, 820, 220), (1024, 700, 120), (1920, 1080, 60)]  # window width, height, actions checked


@pytest.mark.parametrize("width,height,steps", SIZES)
def test_no_text_under_9_px_in_the_fitted_view(qtbot, width, height, steps):
    window = open_game(qtbot, names=("Ana", "Ben", "Cy", "Dan"), seed=12)
    window.resize(width, height)
    pointer_on_the_board(qtbot, window)
    qtbot.wait(50)
    window.view.fit()
    controller = window.controller
    rng = random.Random(3)
    checked = 0
    for step in range(steps):
        if controller.state.is_over():
            break
        if window.cover.isVisible():
            window.cover.button.click()
            continue
        assert small_texts(window) == [], controller.state.phase()
        checked += 1
        multi = [i for i in targets(window) if len(i.actions) > 1]
        if multi and step % 2 == 0:  # the chooser's words too
            window.board.take(multi[0], multi[0].actions)
            assert small_texts(window) == [], "chooser"
        controller.choose(rng.choice(controller.legal_for_viewer()))
    assert checked > steps // 2
    # and the words that matter are drawn, not hidden as small print: the developments' effects too
    scale = window.view.transform().m11()
    tray = window.board.tray
    sheet = window.board.main_sheet()
    effects = [t for card in sheet.dev_cards for t in card.childItems() if isinstance(t, Text)]
    for item in (tray.title, tray.prompt, sheet.score_text, window.board.pegboard.values["food"], *effects):
        assert item.drawn_at(scale) and item.screen_px(scale) >= 9


def test_the_docks_leave_the_board_the_space_in_a_small_window(qtbot):
    """No saved layout: in a 1024×700 window the Actions and Log docks take under a fifth of the width and
    the whole board is fitted at scale 0.6 or more (its smallest words, 15 scene px, at 9 px); in a wider
    window the docks grow again."""
    window = open_game(qtbot, names=("Ana", "Ben", "Cy", "Dan"))
    window.resize(1024, 700)
    pointer_on_the_board(qtbot, window)
    qtbot.wait(50)
    window.view.fit()
    assert window.actions_dock.width() <= 205 and window.log_dock.width() <= 205
    assert window.view.transform().m11() >= 0.6
    window.resize(1920, 1080)
    qtbot.wait(50)
    assert window.actions_dock.width() >= 300
    window.view.fit()
    assert window.view.transform().m11() >= 0.9


def card_words(card) -> str:
    return " ".join(t.text() for t in card.childItems() if isinstance(t, QGraphicsSimpleTextItem))


def test_every_other_player_is_read_without_a_click(qtbot):
    """As Board Game Arena shows every player: beside the sheet in focus, a card per other player gives
    the whole public state in words drawn at 9 px or more in a 1280×820 window: score, empire dice, food,
    goods, armies, ships, wealth, conquest, tribute, skulls, battle strength, ports and provinces with the
    next one's progress, the monuments begun (and who was first) and the developments owned."""
    window = open_game(qtbot, names=("Ana", "Ben", "Cy", "Dan"), seed=12)
    window.resize(1280, 820)
    pointer_on_the_board(qtbot, window)
    qtbot.wait(50)
    controller, board = window.controller, window.board
    rng = random.Random(8)
    for _ in range(160):
        if controller.state.is_over():
            break
        if window.cover.isVisible():
            window.cover.button.click()
            continue
        controller.choose(rng.choice(controller.legal_for_viewer()))
    if window.cover.isVisible():
        window.cover.button.click()
    window.view.fit()
    v = controller.state
    scale = window.view.transform().m11()
    others = [s for s in range(v.n) if s != board.focus]
    assert len(others) == 3
    for s in others:
        card = board.card(s)
        assert card is not None and card.isVisible()
        assert not board.sheet(s).shown  # no thumbnail: words
        words = card_words(card)
        assert v.seat_name(s) in words and pts(v.score(s)) in words and f"×{v.empire_dice(s)}" in words
        values = {t.data(0): t.text() for t in card.childItems() if t.data(0)}
        for attr in ("food", "goods", "army", "ships", "wealth", "conquest", "tribute", "skulls"):
            assert values[f"other-{attr}"] == str(getattr(v, attr)[s]), attr
        assert f"strength {v.strength(s)}" in words
        assert f"Ports {v.ports[s]}" in words and f"Provinces {v.provinces[s]}" in words
        owned = [d["name"] for i, d in enumerate(D.DEVELOPMENTS) if v.devs[s] >> i & 1]
        assert f"Developments ({len(owned)})" in words
        for name in owned[:2]:
            assert name in words
        n = len(D.MON_IDS)
        for m, info in enumerate(D.MONUMENTS):
            if v.mon[s * n + m]:
                assert info["name"] in words or "…" in card.monuments.text()
        for item in card.childItems():
            if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
                assert screen_px(item, scale) >= 9, item.text()
    # a click on a card shows that sheet full size (a look, not a move)
    before = controller.state.digest()
    target = board.card(others[0])
    click(window, qtbot, target)
    assert board.main_sheet().seat == others[0] and board.main_sheet().shown
    assert controller.state.digest() == before


def test_the_cached_board_looks_as_drawn_item_by_item(qtbot):
    """Each part is painted from a picture made again when it changes: after each action the view shows
    exactly what painting every item would (but for antialiasing at the edges of parts)."""
    window = open_game(qtbot, names=("Ana", "Ben", "Cy"), seed=4)
    window.board.animate = False
    window.resize(1280, 820)
    pointer_on_the_board(qtbot, window)
    qtbot.wait(50)
    window.view.fit()
    controller = window.controller
    rng = random.Random(5)
    viewport = window.view.viewport()

    def effects(on: bool) -> None:  # the parts drawn from pictures, or item by item (the shelved ones never)
        for item in window.board.items():
            if item.graphicsEffect() is not None and not is_shelved(item):
                item.graphicsEffect().setEnabled(on)

    parts = [i for i in window.board.items() if i.graphicsEffect() is not None]
    assert len(parts) > 40
    for step in range(40):
        if controller.state.is_over():
            break
        if window.cover.isVisible():
            window.cover.button.click()
        controller.choose(rng.choice(controller.legal_for_viewer()))
        if step % 5:
            continue
        cached = viewport.grab().toImage()
        effects(False)
        plain = viewport.grab().toImage()
        effects(True)
        assert differing(cached, plain) < cached.width() * cached.height() // 1200, controller.state.phase()


def differing(a, b) -> int:
    """Pixels that differ by more than a shade of antialiasing between two images of the same size."""
    from PySide6.QtGui import QImage

    a = a.convertToFormat(QImage.Format_RGB32)
    b = b.convertToFormat(QImage.Format_RGB32)
    assert a.size() == b.size()
    count = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if pa != pb and max(abs((pa >> k & 255) - (pb >> k & 255)) for k in (0, 8, 16)) > 60:
                count += 4
    return count


@pytest.mark.parametrize("fate", [False, True])
def test_every_face_of_a_die_is_drawn_inside_the_die(qtbot, fate):
    """The fate die's "+1 food" at a readable size ran over the die's edge."""
    from dawnofempires_gui.games.iron.board_dice import FACE_INFO, FATE_INFO

    window = open_game(qtbot)
    tray = window.board.tray
    die = tray.fate if fate else tray.dice[0]
    face_rect = die.mapToScene(die.shape()).boundingRect().adjusted(1, 1, -1, -1)
    for face in (FATE_INFO if fate else FACE_INFO):
        die.set_face(face, 6)
        drawn = [item for item in die.childItems() if item.isVisibleTo(die) and (
            not isinstance(item, QGraphicsSimpleTextItem) or item.text())]
        assert drawn, face
        for item in drawn:
            words = item.text() if isinstance(item, QGraphicsSimpleTextItem) else type(item).__name__
            assert face_rect.contains(item.sceneBoundingRect()), f"{face}: {words} runs over the die's edge"


def test_the_chooser_never_covers_the_die_that_opened_it(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state = window.controller.state
    state.rolls, state.fate = 3, "omens"
    state.dice = ["skull", "goods", "food3"][:len(state.dice)]
    state.set_step("omens", (0,))
    window.redraw([])
    for tag in ("die-0", "die-1", "die-fate"):
        die = next(i for i in targets(window) if i.data(0) == tag)
        click(window, qtbot, die)
        chooser = window.board.chooser
        drawn = die.mapToScene(die.shape()).boundingRect()
        assert chooser is not None and not chooser.sceneBoundingRect().intersects(drawn), tag
        window.board.close_chooser()
    click_tag(window, qtbot, "die-1")
    click_tag(window, qtbot, "omens-face-pop3")
    assert state.dice[1] == "pop3" and state.step() != "omens"


def test_a_development_with_one_way_to_pay_is_bought_at_once_and_says_so(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=0, goods=2)
    state.set_step("buy", (s,))
    window.redraw([])
    card = next(i for i in targets(window) if i.data(0) == "dev-leadership")
    assert card.actions == (Action("buy", dev="leadership", goods=2, innovations=0, wealth=0),)
    assert "buy Leadership with 2 goods" in card.toolTip()
    click(window, qtbot, card)
    assert state.has_dev(s, "leadership")


def tooltip_over(window, item) -> str | None:
    """The tooltip the board shows with the pointer resting on the middle of `item` (None: none shown)."""
    from ..test_gui_tooltips import tooltip_at

    return tooltip_at(window, item.sceneBoundingRect().center())


def test_tooltips_come_from_the_sheet_shown(qtbot):
    """The sheets not in focus stay on the table undrawn (their parts keep their pictures): what the pointer
    rests on answers from the sheet shown, never from one kept under it."""
    window = open_game(qtbot, names=("Ana", "Ben", "Cy"))
    pointer_on_the_board(qtbot, window)
    board = window.board
    board.look_at(2)
    shown = board.main_sheet()
    assert shown.seat == 2 and shown.shown and not board.sheet(0).shown
    for item in (shown.dev_cards[3], shown.mon_label[1], shown.port_disc[1]):
        assert tooltip_over(window, item) == item.toolTip()


def test_arming_hovering_and_focusing_targets_makes_no_picture_again(qtbot, monkeypatch):
    """The sheet's boxes and cards and the pegboard's holes paint their face into their part's picture and
    their outline above it: arming or disarming them, the glow under the pointer and the keyboard's focus
    mark repaint that outline and never make a part's picture again."""
    made = pictures_made(monkeypatch)  # (before the window: PySide keeps to the draw first called)
    window = open_game(qtbot)
    window.resize(1280, 820)
    pointer_on_the_board(qtbot, window)
    to_roll(window, qtbot)
    state, s = build_position(window, pop=3, goods=6, food=2)
    board, viewport = window.board, window.view.viewport()

    names = {i.graphicsEffect(): i.data(0) for i in board.items() if i.graphicsEffect() is not None
             and (board.main_sheet().isAncestorOf(i) or board.pegboard.isAncestorOf(i))}  # the sheet's, the pegboard's

    def painted() -> dict:
        qtbot.wait(1)
        viewport.grab()
        return {names[effect]: key for effect, key in made.items() if effect in names}

    armed = [t for t in targets(window) if board.main_sheet().isAncestorOf(t) or board.pegboard.isAncestorOf(t)]
    assert {t.data(0) for t in armed} >= {"province-box", "urn", "monument-obelisk", "army"}
    before = painted()
    assert len(before) > 25
    view, legal = state.view(s), state.legal_actions(s)
    board.show_state(view, s, [], [])  # the same sheet, nothing armed
    assert not any(t.actions for t in armed)
    assert painted() == before
    board.show_state(view, s, legal, [])
    assert all(t.actions for t in armed) and painted() == before
    for target in armed[:3]:
        board._move_focus_to(target)
        target._marks(target.hoverEnterEvent, None)
        assert target.mark is not None and target.mark.isVisible()
        target._marks(target.hoverLeaveEvent, None)
    board._move_focus_to(None)
    assert painted() == before
    # a real change still makes the picture again: a box filled
    box = board.main_sheet().mon_boxes[0][0]
    part = box.parentItem().data(0)
    click_tag(window, qtbot, "monument-obelisk")
    assert painted()[part] != before[part]


def test_when_the_turn_passes_only_the_card_of_the_player_who_played_is_drawn_again_and_no_peg_row(qtbot, monkeypatch):
    """Four players: the cards of the other seats and the pegboard follow the seat to move. While the window is
    idle, the set not shown is drawn for the seat whose turn comes next, so that when the turn passes, of the
    three cards shown only that of the player who just played is drawn item by item, and none of the pegboard's
    rows (the others are copies)."""
    from PySide6.QtCore import QPoint, Qt

    from dawnofempires_gui.ui import pictures

    made, drawn = set(), {}  # every picture made so far; the picture each part was last drawn from
    draw = pictures.Cached.draw

    def drawing(effect, painter):
        if effect.preparing or not effect.shelved:
            key = effect.sourcePixmap(pictures.DEVICE, QPoint(), pictures.PAD).cacheKey()
            made.add(key)
            if not effect.preparing:
                drawn[effect] = key
        draw(effect, painter)

    monkeypatch.setattr(pictures.Cached, "draw", drawing)  # (before the window: PySide keeps the draw first run)
    window = open_game(qtbot, names=("Ana", "Ben", "Cy", "Dee"))
    window.resize(1280, 820)
    pointer_on_the_board(qtbot, window)
    c, board, rng, viewport = window.controller, window.board, random.Random(5), window.view.viewport()
    passes = 0
    while passes < 3 and not c.state.is_over():
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        qtbot.wait(150)  # the window idle, as while a player looks at the board
        state, before = c.state, set(made)
        active, seat = state.active, state.to_move()[0]
        c._apply(seat, rng.choice(state.legal_actions(seat)))
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        viewport.grab()
        if state.round >= 1 and c.state.active == (active + 1) % 4 and board.focus == c.state.active:
            passes += 1
            shown = [card for card in board.cards if card.isVisible()]
            fresh = [card.seat for card in shown if drawn[card.graphicsEffect()] not in before]
            assert len(shown) == 3 and fresh in ([], [active]), f"cards drawn again: {fresh}"
            rows = [row.data(0) for row in parts_of(board.pegboard) if drawn[row.graphicsEffect()] not in before]
            assert rows in ([], ["pegboard-head"]), f"pegboard parts drawn again: {rows}"
    assert passes == 3


def test_after_the_cards_changed_places_a_click_and_a_tooltip_answer_from_the_cards_shown(qtbot):
    """Once the turn passed and the spare cards took their place, the cards shown answer the pointer: a click on
    one shows that player's sheet, the other cards show the other seats, and a tooltip is the shown card's,
    never that of the spare kept under it."""
    from PySide6.QtCore import Qt

    window = open_game(qtbot, names=("Ana", "Ben", "Cy", "Dee"))
    window.resize(1280, 820)
    pointer_on_the_board(qtbot, window)
    c, board, rng = window.controller, window.board, random.Random(7)
    first = board.cards[0]
    while board.cards[0] is first or c.state.round < 1:  # play until the sets have changed places
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        qtbot.wait(120)
        seat = c.state.to_move()[0]
        c._apply(seat, rng.choice(c.state.legal_actions(seat)))
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    qtbot.wait(120)
    focus = board.focus
    card = next(k for k in board.cards if k.isVisible())
    spare = board.spare_cards[board.cards.index(card)]
    assert is_shelved(spare) and not is_shelved(card)
    assert tooltip_over(window, card) == card.toolTip()
    seat = card.seat
    click(window, qtbot, card)
    assert board.focus == seat != focus and board.main_sheet().seat == seat
    assert sorted(k.seat for k in board.cards if k.isVisible()) == sorted(set(range(4)) - {seat})
