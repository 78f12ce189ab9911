"""What a redraw of the Rise of Empires board does, counted (never timed): a small repaint asks only the parts
it reaches for their pictures; no tooltip is written (nor the model asked why not) until one is read; a set of
turn buttons seen before, a prompt seen before, a change of the seat to move and the outlines of armed regions
make no picture again, a set of buttons not shown is not even asked for its picture, and no armed target is
painted by Python; a tile taken builds one face and one target in its holder's panel, a disc placed words the
circles of its row only and makes the pictures of two circles, gold paid the picture of the numbers, a prompt
seen before is not measured again, an unchanged tiles display is not looked at, and a redraw that changes no
target arms none."""
import random

import pytest
from PySide6.QtCore import QPoint, QRect

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.roe import board_display, board_players, board_tiles, board_tray
from dawnofempires_gui.games.roe import data as D
from dawnofempires_gui.ui import pictures, targets

from ..board_pictures import pictures_made
from .test_board import board, game_of, open_window, play_until, ready, show  # noqa: F401 (board: a fixture)

pytestmark = pytest.mark.gui


def shown(qtbot, window) -> None:
    """The window painted and idle: its idle work has made the pictures of the parts kept unshown."""
    ready(window)
    window.view.prepare_soon()  # as the window does after a redraw
    qtbot.wait(30)
    qtbot.waitUntil(lambda: not pictures.stale_shelved(window.board), timeout=3000)
    window.view.viewport().repaint()


def effect_of(board, tag: str):
    return next(i.graphicsEffect() for i in board.items() if i.data(0) == tag and i.graphicsEffect() is not None)


def test_a_small_repaint_asks_only_the_parts_it_reaches_for_their_pictures(qtbot, monkeypatch):
    """Qt asks a part for its picture at every paint it could reach (a call into Python each): a repaint inside
    one box of the tiles display asks its face and the display's paper, not the seventy other parts."""
    asked: list[str] = []
    draw = pictures.Cached.draw
    monkeypatch.setattr(pictures.Cached, "draw", lambda effect, painter: asked.append(effect.item.data(0))
                        or draw(effect, painter))  # (before the window: PySide keeps to the draw first called)
    window = open_window(qtbot, players=5, seed=3)
    shown(qtbot, window)
    box = window.board.tiles.boxes["territory"][4]
    centre = window.view.mapFromScene(box.sceneBoundingRect().center())
    asked.clear()
    window.view.viewport().repaint(QRect(centre - QPoint(2, 2), centre + QPoint(2, 2)))
    assert asked and set(asked) <= {"territory-4-face", "tiles-words"}, asked


def test_a_redraw_works_out_no_targets_words_until_a_tooltip_is_read(qtbot, monkeypatch):
    """Two hundred targets each say what a click does or why not now (the model's words); a player reads one
    at a time, so a tooltip is written when it is read (the same words), not at every redraw."""
    window = open_window(qtbot, players=3, seed=4)
    c, board = window.controller, window.board
    assert play_until(window, random.Random(4), lambda s: s.top_step()[0] == "action" and not s.b_turn)
    ready(window)
    seat = c.state.to_move()[0]
    view, legal = c.state.view(seat), c.state.legal_actions(seat)
    asked, described = [], []
    why = type(board)._why_not
    monkeypatch.setattr(type(board), "_why_not",
                        lambda b, v, s, tag, step: asked.append(tag) or why(b, v, s, tag, step))
    describe = type(view).describe
    monkeypatch.setattr(type(view), "describe", lambda g, a: described.append(a) or describe(g, a))
    board.show_state(view, seat, legal, [])
    assert asked == [] and described == [], "no target's words are worked out by a redraw"
    inert = [t for tag, t in board.targets.items() if not t.actions and tag.startswith(("progress-", "city-"))]
    assert inert and all("Not now:" in t.toolTip() or "empty" in t.toolTip() or "face down" in t.toolTip()
                         for t in inert)
    assert len(asked) == len(inert), "each read asks once"
    armed = [t for t in board.targets.values() if t.actions]
    assert armed and all("Click" in t.toolTip() for t in armed) and described
    asked.clear()
    assert all(t.toolTip() for t in inert) and asked == [], "read again, the words are kept until the next redraw"


def test_turn_buttons_shown_before_are_shown_again_from_their_picture(qtbot, monkeypatch):
    """The turn panel keeps the buttons of each set of plain actions it has shown (unshown while another set
    is): going back to a set builds no button and makes no picture."""
    made = pictures_made(monkeypatch)
    window = open_window(qtbot, players=3, seed=4)
    shown(qtbot, window)
    board, c = window.board, window.controller
    turn, view = board.turn, c.view()
    built = []
    button = board_tray.Button
    monkeypatch.setattr(board_tray, "Button", lambda *a: built.append(a[4]) or button(*a))

    def show_buttons(*kinds):
        turn.update_panel(view, None, [Action(k) for k in kinds])
        shown(qtbot, window)
        return {t for t in board.targets if t in board_tray.BUTTONS}

    assert show_buttons("end_turn") == {"end_turn"}
    assert show_buttons("confirm_placement", "reset_placement") == {"confirm_placement", "reset_placement"}
    first = turn.layouts[turn.buttons_key(view, [Action("end_turn")])][0].graphicsEffect()
    picture = made[first]
    built.clear()
    assert show_buttons("end_turn") == {"end_turn"}
    assert built == [] and made[first] == picture
    placing = turn.buttons_key(view, [Action("confirm_placement"), Action("reset_placement")])
    assert not any(t.isVisible() for t in turn.layouts[placing][1])


def test_a_change_of_the_seat_to_move_copies_both_looks_of_a_band_and_makes_no_picture_of_names_and_numbers(
        qtbot, monkeypatch):
    """"▶ to move" and the darker band of the seat to move are drawn apart from the name, the place and the
    numbers, each look of the band in a picture of its own: the first time a seat moves, the picture of its
    band's new look is made; then a change of the seat to move makes no picture at all. Gold paid makes the
    picture of the numbers only."""
    made = pictures_made(monkeypatch)
    window = open_window(qtbot, players=3, seed=4)
    shown(qtbot, window)
    board, c = window.board, window.controller
    view = c.view()
    panel = next(p for p in board.panels if p.p not in view.to_move())
    head = effect_of(board, f"player-head-{panel.p}")

    def band_colour() -> str:
        return panel.band.items()[0].brush().color().name()

    def made_anew(before: dict) -> set[str]:
        return {e.item.data(0) for e in made if made[e] != before.get(e)}

    waiting = band_colour()
    before = dict(made)
    panel.update_panel(view, c.viewer, True)
    shown(qtbot, window)
    assert panel.moving_words() == "▶ to move" and band_colour() != waiting
    assert made[head] == before[head], "the name and the numbers are copied"
    anew = made_anew(before)
    assert len(anew) == 1 and anew.pop().startswith(f"player-band-{panel.p}-"), "the band's new look"
    before = dict(made)
    for moving in (False, True, False):
        panel.update_panel(view, c.viewer, moving)
        shown(qtbot, window)
        assert panel.moving_words() == ("▶ to move" if moving else "")
        assert (band_colour() == waiting) != moving
    assert made_anew(before) == set(), "both looks are copied from their pictures"
    before = dict(made)
    view.gold[panel.p] += 1
    panel.update_panel(view, c.viewer, False)
    shown(qtbot, window)
    assert panel.res["gold"].text() == str(view.gold[panel.p])
    assert made_anew(before) == {f"player-numbers-{panel.p}"}, "the numbers alone"


def test_armed_regions_are_outlined_from_pictures_made_while_idle_and_no_target_is_painted_by_python(
        qtbot, monkeypatch):
    """A region's outline (a wide pen along a long border) is slow to stroke: each region's is a picture made
    while the window is idle, shown when the region is armed. No armed target paints itself in Python (the
    outlines are drawn by Qt), except the one under the pointer or the keyboard focus (its glow)."""
    painted = []
    paint = targets.Target.paint
    monkeypatch.setattr(targets.Target, "paint", lambda t, *a: painted.append(t.data(0)) or paint(t, *a))
    window = open_window(qtbot, players=3, seed=4)
    shown(qtbot, window)
    board = window.board
    outlines = {rid: t.outline.graphicsEffect() for rid, t in board.map.regions.items()}
    assert all(e.shelved and not e.stale for e in outlines.values()), "made ahead"
    for rid, target in board.map.regions.items():
        target.arm(board, (Action("battle", region=rid),))
    assert not any(e.shelved for e in outlines.values())
    assert not any(e.stale for e in outlines.values()), "shown from the pictures made ahead"
    painted.clear()
    shown(qtbot, window)
    assert painted == []
    target = board.map.regions["sw_europe"]
    target.set_focus_mark(True)
    shown(qtbot, window)
    assert painted and set(painted) == {"region-sw_europe"}  # its glow
    assert outlines["sw_europe"].shelved, "its outline is in the glow"


def test_a_tile_taken_builds_one_face_in_its_holders_panel(board, monkeypatch):  # noqa: F811
    game = game_of(3, seed=2)
    show(board, game, 0)
    view = game.view(0)
    view.progress[1] = [t for t in D.PROGRESS_BY_ID][:3]
    board.panels[1].update_panel(view, 0, False)
    built = []
    face = board_players.face
    monkeypatch.setattr(board_players, "face", lambda *a, **k: built.append(a) or face(*a, **k))
    view.progress[1] = [t for t in D.PROGRESS_BY_ID][:4]
    board.panels[1].update_panel(view, 0, False)
    assert len(built) == 1
    assert len(board.panels[1].chips) == 4 and len(board.panels[1].faces) == 4


def test_a_disc_placed_words_the_circles_of_its_row_only(board, monkeypatch):  # noqa: F811
    game = game_of(3, seed=2)
    show(board, game, 0)
    worded = []
    tip = board_display.ActionDisplay._tip
    monkeypatch.setattr(board_display.ActionDisplay, "_tip", staticmethod(lambda *a: worded.append(a[2]) or tip(*a)))
    view = game.view(0)
    row = view.display["trade"]
    row[view.next_circle("trade")] = 1
    board.show_state(view, 0, game.legal_actions(0), [])
    assert worded and set(worded) == {"trade"} and len(worded) == len(row)


def test_a_prompt_seen_before_is_not_measured_again_nor_an_unchanged_display_read(board, monkeypatch):  # noqa: F811
    game = game_of(3, seed=2)
    seat = game.to_move()[0]
    show(board, game, seat)
    wrapped, looked = [], []
    wrap = board_tray.wrap
    monkeypatch.setattr(board_tray, "wrap", lambda *a: wrapped.append(a[0]) or wrap(*a))
    down = type(game).face_down
    monkeypatch.setattr(type(game), "face_down", lambda g: looked.append(1) or down(g))
    other = (seat + 1) % 3
    show(board, game, other)  # another seat's prompt: its title and note measured once
    assert len(wrapped) == 2
    show(board, game, seat)
    show(board, game, other)
    assert len(wrapped) == 2
    assert looked == [], "the tiles display did not change"


def test_a_prompt_seen_before_is_shown_again_from_the_pictures_of_its_lines(qtbot, monkeypatch):
    """Each line of the turn panel's prompt (the title, the note's two lines) keeps a picture per words seen
    lately: the seat at the screen changing back and forth shows its prompt again by copies, no picture of the
    turn panel made, and the panel says that seat's words."""
    made = pictures_made(monkeypatch)
    window = open_window(qtbot, players=3, seed=4)
    shown(qtbot, window)
    board, c = window.board, window.controller
    mover = c.state.to_move()[0]
    other = (mover + 1) % 3
    legal = c.state.legal_actions(mover)

    def show_seat(seat: int) -> set[str]:
        before = dict(made)
        board.show_state(c.state.view(seat), seat, legal if seat == mover else [], [])
        shown(qtbot, window)
        return {e.item.data(0) for e in made if made[e] != before.get(e)}

    show_seat(other)
    show_seat(mover)
    assert not any(tag.startswith("turn-") for tag in show_seat(other)), "the waiting seat's prompt is copied"
    assert board.turn.notes[0].text().startswith("Waiting for")
    assert not any(tag.startswith("turn-") for tag in show_seat(mover)), "the mover's prompt is copied"
    assert board.turn.title.toolTip() == c.state.phase() and not board.turn.notes[0].text().startswith("Waiting")


def test_a_set_of_turn_buttons_not_shown_is_never_asked_for_its_picture(qtbot, monkeypatch):
    """The sets of turn buttons seen before are kept with their pictures out of every repaint (a call into
    Python each): a repaint of the buttons asks the set shown only."""
    asked: list[str] = []
    draw = pictures.Cached.draw
    monkeypatch.setattr(pictures.Cached, "draw", lambda effect, painter: asked.append(effect.item.data(0))
                        or draw(effect, painter))
    window = open_window(qtbot, players=3, seed=4)
    shown(qtbot, window)
    board, c = window.board, window.controller
    turn, view = board.turn, c.view()
    for kinds in (("end_turn",), ("confirm_placement", "reset_placement"), ("skip_action",), ("end_turn",)):
        turn.update_panel(view, None, [Action(k) for k in kinds])
        shown(qtbot, window)
    assert len(turn.layouts) >= 3  # (with the empty set shown first)
    asked.clear()
    window.view.viewport().repaint(window.view.mapFromScene(board.targets["end_turn"].sceneBoundingRect())
                                   .boundingRect())
    buttons = [tag for tag in asked if tag.startswith("turn-buttons-")]
    assert buttons == [turn.layouts[turn.buttons_key(view, [Action("end_turn")])][0].data(0)]


def test_a_disc_placed_makes_the_pictures_of_its_circle_and_the_next_one_only(qtbot, monkeypatch):
    """Each circle of the action display is a picture of its own: a disc placed in an A turn makes the
    pictures of its circle and of the one marked next, not of the row's other dashed circles."""
    made = pictures_made(monkeypatch)
    window = open_window(qtbot, players=3, seed=4)
    c = window.controller
    assert play_until(window, random.Random(4), lambda s: s.top_step()[0] == "action" and not s.b_turn)
    shown(qtbot, window)
    board, seat = window.board, c.state.to_move()[0]
    view = c.state.view(seat)
    circle = view.next_circle("trade")
    view.display["trade"][circle] = seat
    before = dict(made)
    board.show_state(view, seat, [], [])
    shown(qtbot, window)
    anew = {e.item.data(0) for e in made if made[e] != before.get(e)}
    assert {t for t in anew if t.startswith(("disc-", "action-"))} == {f"disc-trade-{circle}",
                                                                         f"disc-trade-{circle - 1}"}
    assert board.display.circles["trade"][circle].letter.text() == board.initials[seat]


def test_a_tile_taken_keeps_the_other_tiles_targets_and_their_words(board, monkeypatch):  # noqa: F811
    """A tile taken adds one target to its holder's panel: the targets of the tiles already held are kept
    (moved if need be) and their tooltips are not worded again."""
    game = game_of(3, seed=2)
    show(board, game, 0)
    view = game.view(0)
    view.progress[1] = [t for t in D.PROGRESS_BY_ID][:3]
    panel = board.panels[1]
    panel.update_panel(view, 0, False)
    held = list(panel.chips)
    worded = []
    tip = board_players.PlayerPanel._tip
    monkeypatch.setattr(board_players.PlayerPanel, "_tip", lambda p, v, kind, tid, *a: worded.append(tid)
                        or tip(p, v, kind, tid, *a))
    view.progress[1] = [t for t in D.PROGRESS_BY_ID][:4]
    panel.update_panel(view, 0, False)
    assert panel.chips[:3] == held and len(panel.chips) == 4
    assert worded == [view.progress[1][3]]
    assert all(board.targets[chip.data(0)] is chip for chip in panel.chips)
    assert D.PROGRESS_BY_ID[view.progress[1][3]].name in panel.chips[3].toolTip()


def test_a_redraw_that_changes_no_target_arms_none(board, monkeypatch):  # noqa: F811
    """Arming compares first: the same view drawn again arms and disarms no target (a few calls into Qt
    each), and the targets still stand for their actions."""
    game = game_of(3, seed=2)
    seat = game.to_move()[0]
    legal = show(board, game, seat)
    armed = {tag: t.actions for tag, t in board.targets.items() if t.actions}
    assert armed
    calls = []
    arm = targets.Target.arm
    monkeypatch.setattr(targets.Target, "arm", lambda t, *a, **k: calls.append(t.data(0)) or arm(t, *a, **k))
    show(board, game, seat)
    assert calls == []
    assert {tag: t.actions for tag, t in board.targets.items() if t.actions} == armed
    assert set(board.action_items) | set(board.opener_of) == set(legal)

