"""What a redraw of the Dawn of Empires board costs, counted (never timed), on the real game window: the
pictures made again, the items touched and the words written. Each test states what a player sees and
what is counted."""
import pytest

from dawnofempires_gui.games.doe import board_map, board_player, board_supply
from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.ui.pictures import is_shelved
from dawnofempires_gui.ui.targets import parent_of

from ..board_pictures import pictures_made
from ..board_texts import redraw
from .test_board_window import finish_setup, open_window, pointer_on_the_board, ready

pytestmark = pytest.mark.gui


def painted_by_name(qtbot, window, made) -> dict:
    """The picture of each part drawn, by the part's tag, once the view is painted."""
    qtbot.wait(1)
    window.view.viewport().grab()
    names = {i.graphicsEffect(): i.data(0) for i in window.board.items() if i.graphicsEffect() is not None}
    return {names[effect]: key for effect, key in made.items() if effect in names}


def test_the_last_copy_taken_dims_its_tile_without_making_its_column_again(qtbot, monkeypatch):
    """A technology whose copies are all taken is dimmed (a veil in the table's colour over it, its boxes
    with it): the picture of the copies' boxes is made again, not the column of tiles' faces and words."""
    made = pictures_made(monkeypatch)  # (before the window: PySide keeps to the draw first called)
    window = open_window(qtbot, players=4, seed=9)
    pointer_on_the_board(qtbot, window)
    finish_setup(window)
    board, state = window.board, window.controller.state
    tid = next(t for t in board.tech_items if D.TECHS[t].colour == "green" and not any(t in h for h in state.techs))
    tile = board.tech_items[tid]
    before = painted_by_name(qtbot, window, made)
    for p in range(D.TECHS[tid].copies):
        state.techs[p % 4].append(tid)
    state.tech_left[tid] = 0
    redraw(window)
    after = painted_by_name(qtbot, window, made)
    assert after["supply-green"] == before["supply-green"], "the column of faces is not drawn again"
    assert after["supply-green-copies"] != before["supply-green-copies"]
    assert tile.veil.isVisible() and all(box.opacity() < 1 for box in tile.boxes)


def test_a_redraw_writes_no_supply_or_player_board_tooltip_and_a_read_writes_one(qtbot, monkeypatch):
    """The supply's tiles and the player board's improvement slots and technology rows say who holds what
    and the copies left, written when read: a research (every tile's copies or owners may change) writes
    none of those words; reading one writes that one, for the game as it is now."""
    window = open_window(qtbot, players=4, seed=9)
    finish_setup(window)
    board, c = window.board, window.controller
    written = []
    for module in (board_supply, board_player):  # the modules writing those words
        for name in ("tech_tip", "building_tip"):
            real = getattr(module, name)
            monkeypatch.setattr(module, name, lambda *a, real=real, name=name: (written.append(name), real(*a))[1])
    state = c.state
    seat = c.viewer
    tid = next(t for t in board.tech_items if not any(t in h for h in state.techs))
    state.techs[seat].append(tid)
    state.tech_left[tid] -= 1
    redraw(window)
    assert written == [], "no tooltip of the supply or the player board written by the redraw"
    words = board.tech_items[tid].toolTip()
    assert written == ["tech_tip"]
    assert f"Copies left in the supply: {state.tech_left[tid]} of" in words and state.seat_name(seat) in words
    _swatch, row = board.large[seat].tech_rows[D.TECHS[tid].colour]
    assert f"Copies left in the supply: {state.tech_left[tid]} of" in row.toolTip()


def test_a_redraw_that_changes_nothing_on_the_map_touches_none_of_its_tiles_or_towns(qtbot, monkeypatch):
    """Most actions (a payment, the end of a turn) change the player boards and the tray only: the map's 25
    tiles and 32 corners are not asked to show anything again."""
    window = open_window(qtbot, players=4, seed=9)
    finish_setup(window)
    touched = []
    for cls, name in ((board_map.TileItem, "set_terrain"), (board_map.CornerItem, "set_town"),
                      (board_map.StackBadge, "set")):
        real = getattr(cls, name)
        monkeypatch.setattr(cls, name, lambda self, *a, real=real: (touched.append(self), real(self, *a))[1])
    state, seat = window.controller.state, window.controller.viewer
    state.res[seat][3] += 1
    redraw(window)
    assert touched == []
    state.unit_owner[0], state.unit_w[0] = seat, 2  # a change on the map: drawn
    redraw(window)
    assert len(touched) > 25


def test_a_rondel_marker_moved_makes_no_picture_again(qtbot, monkeypatch):
    """The rondel markers (a disc and a letter) are drawn as they are: moving one repaints its two places
    from the pictures of what lies there, and makes no picture again."""
    made = pictures_made(monkeypatch)
    window = open_window(qtbot, players=4, seed=9)
    pointer_on_the_board(qtbot, window)
    finish_setup(window)
    state = window.controller.state
    mover = window.controller.viewer
    window.board.show_state(state.view(mover), mover, [], [])
    before = painted_by_name(qtbot, window, made)
    state.rondel[mover] = (state.rondel[mover] + 3) % len(D.RONDEL)
    window.board.show_state(state.view(mover), mover, [], [])
    after = painted_by_name(qtbot, window, made)
    assert [name for name in after if after[name] != before.get(name)] == []
    assert window.board.markers[mover].graphicsEffect() is None


def test_the_end_turn_button_comes_back_as_it_was_for_the_next_player(qtbot, monkeypatch):
    """Once a player ends their turn the tray shows no button while the next one sits down, then the next
    player's End turn: the same button, armed with the action of now, from the picture its row already had
    (no button made, no picture made again)."""
    made = pictures_made(monkeypatch)
    window = open_window(qtbot, players=2, seed=9)
    pointer_on_the_board(qtbot, window)
    finish_setup(window)
    c, board = window.controller, window.board
    seat = c.viewer
    while not any(a.kind == "end_turn" for a in c.state.legal_actions(seat)):
        c._apply(seat, next(a for a in c.state.legal_actions(seat) if a.kind == "rondel"))
        ready(window)
    end = board.targets["end_turn"]
    row = parent_of(end).data(0)
    before = painted_by_name(qtbot, window, made)
    c._apply(seat, next(a for a in c.state.legal_actions(seat) if a.kind == "end_turn"))
    ready(window)
    following = c.viewer
    assert "end_turn" not in board.targets or following != seat
    while not any(a.kind == "end_turn" for a in c.state.legal_actions(c.viewer)):
        c._apply(c.viewer, next(a for a in c.state.legal_actions(c.viewer) if a.kind == "rondel"))
        ready(window)
    assert board.targets["end_turn"] is end and end.actions and not is_shelved(end)
    after = painted_by_name(qtbot, window, made)
    assert after[row] == before[row], "the row of buttons is shown from its picture"
