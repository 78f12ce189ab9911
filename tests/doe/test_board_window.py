"""Issue 9's points about the Dawn of Empires board, on the real game window (offscreen, qtbot): what a
rondel action that would do nothing says before the click, the tray's words (the cost of paid steps,
who won), no "house" words where players read, starting tiles drawn at once, the town target's size,
every target's tooltip, no text under 9 px in the fitted view of a 1024×700, 1280×820 or 1920×1080 window
(the unit markers' numbers too) with every other player's row shown, and the board painted from its
cached parts exactly as drawn item by item."""
import math
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.games.doe import hexmap as H
from dawnofempires_gui.games.doe.board_map import StackBadge
from dawnofempires_gui.games.doe.board_rondel import IDLE_FILL
from dawnofempires_gui.ui.table import Table
from dawnofempires_gui.ui.pictures import is_shelved
from dawnofempires_gui.ui.targets import Target, parent_of

from ..board_pictures import pictures_made
from ..board_texts import on_screen, redraw, small_texts
from .helpers import T, units

pytestmark = pytest.mark.gui
SAVES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
SEATS = [Seat("Ana", "#E69F00"), Seat("Ben", "#56B4E9"), Seat("Chloé", "#009E73"), Seat("Dev", "#F0E442")]


def open_window(qtbot, players=2, seed=5, options=None, size=(1280, 820)):
    record = Record("doe", SEATS[:players], get("doe").checked_options(options or {}), seed)
    window = Table().start(record)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def ready(window):
    if window.cover.isVisible():
        window.cover.button.click()


def play(window, moves, rng, keen=True):
    """Some moves through the controller (as clicks would), the humans' hand-offs taken."""
    c = window.controller
    for _ in range(moves):
        if c.state.is_over():
            return
        ready(window)
        seat = c.state.to_move()[0]
        legal = c.state.legal_actions(seat)
        busy = [a for a in legal if a.kind != "end_turn"] if keen else legal
        c._apply(seat, rng.choice(busy or legal))
    ready(window)


def finish_setup(window):
    c = window.controller
    while c.state.step in ("empire", "start"):
        ready(window)
        seat = c.state.to_move()[0]
        c._apply(seat, c.state.legal_actions(seat)[0])
    ready(window)


def test_rondel_actions_that_would_do_nothing_say_so_before_the_click(qtbot):
    window = open_window(qtbot)
    finish_setup(window)
    board, state = window.board, window.controller.state
    seat = window.controller.viewer
    assert state.step == "rondel" and not any(state.unit_w) and not state.techs[seat]
    explore = next(w for (s, act), w in board.wedges.items() if act == "explore")
    build = next(w for (s, act), w in board.wedges.items() if act == "build")
    research = next(w for (s, act), w in board.wedges.items() if act == "research")
    for wedge, words in ((explore, "no warrior next to a face-down tile"), (build, "You can build nothing now")):
        assert wedge.actions, "the first rondel move may go anywhere"
        assert "Does nothing now" in wedge.toolTip() and words in wedge.toolTip()
        assert wedge.armed_fill.color() == QColor(IDLE_FILL) and wedge.mark.drawn  # and it looks idle
    assert "Does nothing now" not in research.toolTip() or state.res[seat][4] == 0
    # the Actions panel's buttons say it too
    texts = [b.text() for b in window.action_buttons]
    assert any("Explore — does nothing now" in t for t in texts) and any("Build — does nothing now" in t for t in texts)
    # once a warrior stands next to a face-down tile, Explore does something
    game = window.controller.state
    units(game, seat, next(t for t in game.town_tiles(seat) if game.can_enter(seat, t)), w=1)
    if any(game.under[u] is not None for t in range(25) if game.unit_owner[t] == seat for u in H.NEIGHBOURS[t]):
        redraw(window)
        assert "Does nothing now" not in explore.toolTip()


def test_a_redraw_writes_no_tooltip_and_one_read_writes_only_its_own(qtbot, monkeypatch):
    """Every target's words are written when read, for the view shown: a redraw writes none (it wrote the
    words of every target whose words changed, asking the model for each, at each redraw), reading one writes
    that one, and reading it again writes nothing."""
    window = open_window(qtbot, players=4)
    finish_setup(window)
    play(window, 6, random.Random(4))
    written = []
    tip = Target.tip
    monkeypatch.setattr(Target, "tip", lambda item, text: (written.append(item.data(0)), tip(item, text)))
    c, board = window.controller, window.board
    seat = c.state.to_move()[0]
    c._apply(seat, c.state.legal_actions(seat)[0])
    ready(window)
    window.view.viewport().grab()
    targets = set(board.targets)
    assert [tag for tag in written if tag in targets] == [], "no target's words written by the redraw"
    armed = next(t for t in board.armed_targets() if t.actions)
    words = armed.toolTip()
    assert [tag for tag in written if tag in targets] == [armed.data(0)] and "Click" in words
    assert armed.toolTip() == words and [tag for tag in written if tag in targets] == [armed.data(0)]


def test_the_tray_promises_step_costs_only_when_a_paid_step_is_offered_and_the_cost_is_shown(qtbot):
    window = open_window(qtbot)
    finish_setup(window)
    c = window.controller
    seat = c.viewer
    c.state.rondel[seat] = 0
    redraw(window)
    note = " ".join(t.text() for t in window.board.turn.notes)
    assert "money" not in note and "1 or 2 spaces clockwise" in note
    assert all(not t.text() for t in window.board.space_costs)
    c.state.techs[seat].append("monarchy")
    c.state.res[seat][3] = 5
    redraw(window)
    note = " ".join(t.text() for t in window.board.turn.notes)
    assert "the money a paid step costs is shown beside its space" in note
    label = window.board.space_costs[3]  # space 4: one step beyond the two free ones
    assert label.text() == "+1 money" and label.isVisible()
    assert label.font().pixelSize() * on_screen(window) >= 9
    rect = label.sceneBoundingRect()
    assert window.board.itemsBoundingRect().contains(rect)
    point = window.view.mapFromScene(rect.center())
    assert window.view.viewport().rect().contains(point)
    covering = [i for i in window.board.items(rect) if i.zValue() > label.zValue() and i.isVisible()
                and i.sceneBoundingRect().intersects(rect)]
    assert covering == [], [i.data(0) for i in covering]


def test_no_house_words_in_tooltips_or_the_new_game_dialog(qtbot):
    from dawnofempires_gui.ui.newgame import NewGameDialog

    dialog = NewGameDialog(get("doe"))
    qtbot.addWidget(dialog)
    words = [dialog.windowTitle()]
    for widget in dialog.findChildren(QWidget):
        words.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            words.append(widget.text())
    window = open_window(qtbot, players=4)
    rng = random.Random(3)
    for _ in range(6):
        words += [item.toolTip() for item in window.board.items()]
        play(window, 25, rng)
    text = " ".join(words).lower()
    assert "house value" not in text and "house safeguard" not in text and "(house" not in text


def test_after_the_end_the_tray_says_who_won(qtbot):
    window = Table().open_file(SAVES / "doe-2p-seed21-finished.json")
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    state = window.controller.state
    assert state.is_over()
    redraw(window)
    tray = window.board.turn
    words = tray.title.text() + " " + " ".join(t.toolTip() for t in tray.notes)
    winner = state.seat_name(state.scores().winners[0])
    assert "Waiting" not in words and f"{winner} wins with 7 points." in words and "game is over" in words


def test_starting_tiles_show_their_terrain_icons_from_the_start(qtbot):
    window = open_window(qtbot)
    c = window.controller
    ready(window)
    seat = c.state.to_move()[0]
    c._apply(seat, c.state.legal_actions(seat)[0])  # an empire
    ready(window)
    c._apply(seat, c.state.legal_actions(seat)[0])  # its tiles on a starting position
    ready(window)
    from dawnofempires_gui.games.doe import data as D

    for t in D.STARTS[c.state.start_pos[seat]]:
        tile = window.board.tiles[t]
        assert tile.icon.isVisible() and tile.name.text() == c.state.terrain[t]


def test_the_town_founding_target_is_big_enough_and_never_under_a_unit_marker(qtbot):
    window = open_window(qtbot)
    finish_setup(window)
    game = window.controller.state
    seat = window.controller.viewer
    game.terrain = ["grassland"] * H.N_TILES  # a known position: everything explored, a settler and warriors
    game.under = [None] * H.N_TILES
    tile = T(2, 2)
    units(game, seat, tile, w=3, s=1)
    for t in H.NEIGHBOURS[tile]:
        units(game, 1 - seat, t, w=2, s=1)  # markers on every tile around
    game.cur = [tile, 3, 1, 0, 1]
    game.set_base("move_stack")
    redraw(window)
    founds = [a for a in game.legal_actions(seat) if a.kind == "found"]
    assert founds
    for a in founds:
        target = window.board.corners[a["corner"]]
        assert a in target.actions
        rect = window.view.mapFromScene(target.sceneBoundingRect()).boundingRect()
        assert min(rect.width(), rect.height()) >= 24, rect
        # the topmost item taking a click there (an armed target's mark lies above it and takes none)
        hit = next((i for i in window.board.items(target.sceneBoundingRect().center())
                    if i.acceptedMouseButtons() & Qt.LeftButton), None)
        while hit is not None and hit is not target:
            hit = parent_of(hit)  # never parentItem() at the top: see ui/pictures.parent_of
        assert hit is target, "the corner is not what a click there reaches"
    circles = [(c.scenePos(), 17.0) for c in window.board.corners]
    for item in window.board.items():
        if isinstance(item, StackBadge) and item.isVisible():
            box = item.sceneBoundingRect()
            for centre, radius in circles:
                dx = max(box.left() - centre.x(), 0, centre.x() - box.right())
                dy = max(box.top() - centre.y(), 0, centre.y() - box.bottom())
                assert math.hypot(dx, dy) >= radius - 0.5, "a unit marker covers a corner"


def tooltips_are_complete(window):
    board, state = window.board, window.controller.state
    legal = window.controller.legal_for_viewer()
    step = state.top_step()[0]
    for item in board.items():
        if not isinstance(item, Target) or not item.isVisible() or item.data(0) == "chooser" or is_shelved(item):
            continue  # (a part kept undrawn answers no tooltip: see BoardScene.helpEvent)
        tip = item.toolTip()
        assert tip.strip(), f"{item.data(0)} has no tooltip"
        if item.actions:
            assert "Click" in tip and all(state.describe(a) in tip for a in item.actions), (item.data(0), tip)
        tag = str(item.data(0))
        probe_step = {"rondel-": "rondel", "tech-": "research", "imp-": "build", "wonder-": "build"}
        for prefix, wanted in probe_step.items():
            if tag.startswith(prefix) and not item.actions and legal and step.startswith(wanted):
                assert "Not now:" in tip, (tag, tip)
    return True


def test_every_target_says_what_a_click_does_or_why_not_now(qtbot):
    window = open_window(qtbot, players=3, seed=11)
    rng = random.Random(11)
    seen = set()
    for _ in range(40):
        if window.controller.state.is_over():
            break
        ready(window)
        tooltips_are_complete(window)
        seen.add(window.controller.state.top_step()[0])
        play(window, 7, rng)
    assert {"empire", "rondel"} <= seen and len(seen) >= 5
    # a chooser's chips too
    board = window.board
    opener = next(iter(board.opener_of.values()), None)
    if opener is not None:
        board.take(opener, opener.actions)
        assert board.chips and all(c.toolTip() for c in board.chips)


@pytest.mark.parametrize("size,rounds", [((1280, 820), 12), ((1024, 700), 8), ((1920, 1080), 4)])
def test_no_text_under_9_px_in_the_fitted_view(qtbot, size, rounds):
    from dawnofempires_gui.games.doe import board_map

    badge_px = getattr(board_map, "BADGE_PX", 13)  # the numbers painted on the unit markers
    for players in (2, 4):
        window = open_window(qtbot, players=players, seed=7, size=size)
        pointer_on_the_board(qtbot, window)
        qtbot.wait(20)
        rng = random.Random(players)
        checked = 0
        while not window.controller.state.is_over() and checked < rounds:
            ready(window)
            redraw(window)
            assert small_texts(window) == [], (window.controller.state.phase(), small_texts(window)[:5])
            assert badge_px * on_screen(window) >= 9
            board = window.board
            seat = window.controller.viewer
            others = [p for p in range(players) if p != seat]
            assert all(board.compact[p].shown for p in others)  # every other player, without a click
            opener = next(iter(board.opener_of.values()), None)
            if opener is not None:  # the chooser's chips and title too
                board.open_chooser(opener, opener.actions)
                assert small_texts(window) == []
                board.close_chooser()
            play(window, 15, rng)
            checked += 1
        window.close()


def pointer_on_the_board(qtbot, window):
    """The pointer moves onto the board, as a player's would. (A big window opened under a pointer left
    there by an earlier test, with no mouse event of its own, makes Qt crash when a target under the
    pointer loses its cursor: QGraphicsView's _q_unsetViewportCursor reads a mouse event it never had.)"""
    from PySide6.QtCore import QPoint

    qtbot.mouseMove(window.view.viewport(), QPoint(4, 4))


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


def test_the_cached_board_looks_as_drawn_item_by_item(qtbot):
    """Each part (a tile, the towns, the rondel, a column of the supply, a track of the player board) is
    painted from a picture made again when it changes: after actions the view shows what painting every
    item would (but for antialiasing at the edges of parts)."""
    window = open_window(qtbot, players=4, seed=9)
    pointer_on_the_board(qtbot, window)
    qtbot.wait(20)
    window.view.fit()
    viewport = window.view.viewport()
    parts = [i for i in window.board.items() if i.graphicsEffect() is not None]
    assert len(parts) > 30

    def effects(on: bool) -> None:  # the parts drawn from pictures, or item by item (the shelved ones never)
        for item in window.board.items():
            if item.graphicsEffect() is not None and not is_shelved(item):
                item.graphicsEffect().setEnabled(on)

    rng = random.Random(3)
    for _ in range(8):
        play(window, 6, rng)
        cached = viewport.grab().toImage()
        effects(False)
        plain = viewport.grab().toImage()
        effects(True)
        assert differing(cached, plain) < cached.width() * cached.height() // 1200, window.controller.state.phase()


def test_the_keyboard_reaches_the_board_targets(qtbot):
    """The shared routing: arrow keys move among the armed targets (empire cards, then the rondel), Enter
    takes the focused one; a target standing for several actions opens the chooser, whose chips too."""
    from PySide6.QtCore import Qt

    window = open_window(qtbot)
    ready(window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key_Right)
    focused = window.board.focused_target()
    assert focused is not None and focused.actions and str(focused.data(0)).startswith("empire-")
    before = len(window.controller.session.record.actions)
    seat, action = window.controller.viewer, focused.actions[0]
    qtbot.keyClick(window.view, Qt.Key_Return)
    assert window.controller.session.record.actions[before:] == [(seat, action)]


def test_arming_hovering_and_focusing_targets_makes_no_picture_again(qtbot, monkeypatch):
    """The rondel's wedges, the map's tiles, corners and flags and the supply's tiles paint their face into
    their part's picture and their marks (the armed outline, an idle action's grey, the glow, the focus)
    above it: arming or disarming them, the pointer and the keyboard's focus never make a picture again."""
    from dawnofempires_gui.engine import Action

    made = pictures_made(monkeypatch)  # (before the window: PySide keeps to the draw first called)
    window = open_window(qtbot, players=4, seed=9)
    pointer_on_the_board(qtbot, window)
    finish_setup(window)
    board, viewport = window.board, window.view.viewport()
    state, seat = window.controller.state, window.controller.viewer
    view, legal = state.view(seat), state.legal_actions(seat)
    assert state.step == "rondel" and len([a for a in legal if a.kind == "rondel"]) >= 4
    names = {i.graphicsEffect(): i.data(0) for i in board.items() if i.graphicsEffect() is not None}
    parts = {"rondel-wedges", "rondel-labels", "towns", "supply-green", "supply-wonders", "tile-0", "tile-12"}
    assert parts <= set(names.values())

    def painted() -> dict:
        qtbot.wait(1)
        viewport.grab()
        return {names[effect]: key for effect, key in made.items() if names.get(effect) in parts}

    before = painted()
    assert set(before) == parts
    board.show_state(view, seat, [], [])  # nothing armed
    assert painted() == before
    board.show_state(view, seat, legal, [])  # the rondel armed, some of its actions idle (grey)
    assert painted() == before
    wedges = [w for w in board.wedges.values() if w.actions]
    assert len(wedges) >= 4 and any(w.armed_fill is not None for w in wedges)
    elsewhere = ([Action("research", tech=t) for t in board.tech_items]
                 + [Action("build", item=b) for b in board.build_items]
                 + [Action("collect", tile=t) for t in range(len(board.tiles))]
                 + [Action("found", corner=c) for c in range(len(board.corners))])
    board.show_state(view, seat, legal + elsewhere, [])  # (not legal: the board arms what it is told)
    armed = [t for t in board.targets.values() if t.actions]
    assert len(armed) > 100 and all(t.mark is not None and t.mark.drawn for t in armed if t.data(0) != "end_turn"
                                    and not t.data(0).startswith(("exchange", "empire")))
    for target in [board.wedges[next(iter(board.wedges))], board.tiles[12], board.corners[3], board.tech_items["fishing"]
                   if "fishing" in board.tech_items else next(iter(board.tech_items.values()))]:
        board._move_focus_to(target)
        target._marks(target.hoverEnterEvent, None)
        assert target._hover and target.mark.isVisible()
        target._marks(target.hoverLeaveEvent, None)
    board._move_focus_to(None)
    board.show_state(view, seat, legal, [])
    assert painted() == before
    board.tiles[12].select("#ff0000")  # a real change of a face still makes its picture again
    assert painted()["tile-12"] != before["tile-12"]


def test_a_payment_makes_only_its_tracks_again_and_new_words_keep_the_trays_chips(qtbot, monkeypatch):
    """The player board's resource tracks are a part each (a payment moves one or two markers), and the
    tray's words and its row of buttons are two parts, the buttons kept while the same actions are offered:
    the pictures of what did not change are kept."""
    made = pictures_made(monkeypatch)  # (before the window: PySide keeps to the draw first called)
    window = open_window(qtbot, players=2, seed=9)
    pointer_on_the_board(qtbot, window)
    finish_setup(window)
    board, viewport = window.board, window.view.viewport()
    seat = window.controller.viewer

    def painted() -> dict:
        qtbot.wait(1)
        viewport.grab()
        names = {i.graphicsEffect(): i.data(0) for i in board.items() if i.graphicsEffect() is not None}
        return {names[effect]: key for effect, key in made.items() if effect in names}

    game = window.controller.state
    game.res[seat][0] += 1  # food: one track
    redraw(window)
    before = painted()
    tracks = {f"board-resources-{seat}-{word}" for word in ("food", "production", "wealth", "money", "science")}
    assert tracks <= set(before)
    game.res[seat][0] -= 1
    redraw(window)
    after = painted()
    assert {t for t in tracks if after[t] != before[t]} == {f"board-resources-{seat}-food"}
    # the tray: other words (the next round), the same chips
    c = window.controller
    while not any(a.kind in ("end_turn", "stop_collecting") for a in c.state.legal_actions(c.viewer)):
        c._apply(c.viewer, c.state.legal_actions(c.viewer)[0])
        ready(window)
    game, seat = c.state, c.viewer
    tray = board.turn
    chips = list(tray.dynamic)
    assert chips and all(chip.scene() is board for chip in chips)
    row = parent_of(chips[0]).data(0)  # the part of this row of buttons
    before = painted()
    words = tray.title.text()
    game.round += 1
    redraw(window)
    after = painted()
    assert tray.title.text() != words and tray.dynamic == chips
    assert after["turn-words"] != before["turn-words"] and after[row] == before[row]


def test_the_next_players_board_and_row_are_made_while_the_window_is_idle(qtbot, monkeypatch):
    """While the window is idle after a redraw, the player boards kept undrawn and the row of the seat at the
    screen (where it will lie for the next player in the order of play) catch up and their pictures are made:
    when the next player sits down, their board and the row that comes in are copied, not drawn again."""
    from PySide6.QtCore import QPoint

    from dawnofempires_gui.ui import pictures

    seen: dict = {}  # effect -> the pictures it had, made ahead or drawn
    draw = pictures.Cached.draw

    def drawing(effect, painter):
        draw(effect, painter)
        if effect.preparing or not effect.shelved:
            seen.setdefault(effect, []).append(effect.sourcePixmap(pictures.DEVICE, QPoint(), pictures.PAD).cacheKey())

    monkeypatch.setattr(pictures.Cached, "draw", drawing)  # (before the window: PySide keeps to the draw first called)
    window = open_window(qtbot, players=4, seed=9)
    pointer_on_the_board(qtbot, window)
    finish_setup(window)
    c, board, viewport = window.controller, window.board, window.view.viewport()
    me = c.viewer
    order = list(c.state.order)
    following = order[(order.index(me) + 1) % len(order)]
    rng = random.Random(1)
    while c.viewer == me:  # the seat at the screen plays its turn, a moment of thought after each action
        qtbot.wait(120)
        legal = c.state.legal_actions(me)
        c._apply(me, next((a for a in legal if a.kind == "end_turn"), rng.choice(legal)))
        if window.cover.isVisible():
            qtbot.wait(120)  # (the next player sits down)
            ready(window)
    if c.viewer != following:
        pytest.skip("another seat answered first")
    made_ahead = {effect: list(keys) for effect, keys in seen.items()}
    viewport.grab()
    parts = [*board.large[following].parts, board.compact[me]]
    fresh = [p.data(0) for p in parts if p.graphicsEffect() in seen
             and seen[p.graphicsEffect()][-1] not in made_ahead.get(p.graphicsEffect(), [])]
    assert board.large[following].shown and board.compact[me].shown
    assert fresh == []


def test_a_copy_taken_makes_the_picture_of_its_columns_boxes_again_not_the_column(qtbot, monkeypatch):
    """The supply's columns are a picture of the tiles' faces and, above it, one of their copies' boxes: a
    player taking a copy of a technology makes the boxes' picture again (a few squares), not the column's
    (seven tiles of words and icons); the box shows the player's colour."""
    made = pictures_made(monkeypatch)  # (before the window: PySide keeps to the draw first called)
    window = open_window(qtbot, players=4, seed=9)
    pointer_on_the_board(qtbot, window)
    finish_setup(window)
    board, viewport, state = window.board, window.view.viewport(), window.controller.state
    names = {i.graphicsEffect(): i.data(0) for i in board.items() if i.graphicsEffect() is not None}

    def painted() -> dict:
        qtbot.wait(1)
        viewport.grab()
        return {names[effect]: key for effect, key in made.items() if (names.get(effect) or "").startswith("supply-green")}

    before = painted()
    assert set(before) == {"supply-green", "supply-green-copies"}
    tid = next(t for t in board.tech_items if t in D.TECHS and D.TECHS[t].colour == "green" and D.TECHS[t].copies >= 2
               and not any(t in techs for techs in state.techs))
    state.techs[1].append(tid)
    state.tech_left[tid] -= 1
    redraw(window)
    after = painted()
    assert after["supply-green"] == before["supply-green"], "the column of faces is not drawn again"
    assert after["supply-green-copies"] != before["supply-green-copies"]
    box = board.tech_items[tid].boxes[0]
    assert box.brush().color().name() == board.colours[1].lower()
