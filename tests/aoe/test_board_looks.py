"""What a player sees of the Age of Empires board's counters, painted as the window paints them: a stack's number
of units lies inside its square and no hit marker covers it; the chit on a counter in the tray leaves its unit's
icon whole."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from .helpers import command, put
from .test_board_window import one_human, position

pytestmark = pytest.mark.gui
GROUND = QColor("#00ff00")


def painted(item, rect: QRectF, margin: int) -> QImage:
    """`item` painted on a plain ground with `margin` pixels round its own rectangle `rect` (nothing cut)."""
    image = QImage(int(rect.width()) + 2 * margin, int(rect.height()) + 2 * margin, QImage.Format_ARGB32)
    image.fill(GROUND)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.translate(margin - rect.left(), margin - rect.top())
    item.paint(painter, None)
    painter.end()
    return image


def differing(a: QImage, b: QImage) -> set[tuple[int, int]]:
    return {(x, y) for x in range(a.width()) for y in range(a.height()) if a.pixel(x, y) != b.pixel(x, y)}


def stack_of(window, build) -> object:
    holder = {}

    def pieces(game):
        put(game, "town_center", 1, 20, 8)
        holder["square"] = build(game)

    position(window, "collect", build=pieces)
    return window.board.stacks[holder["square"]]


@pytest.mark.parametrize("buildings", [0, 1])
def test_a_stacks_number_lies_inside_its_square_clear_of_the_hit_markers(qtbot, monkeypatch, buildings):
    """Fourteen units and two in training ("14+") by a barracks, or twelve alone, with hit markers: the badge
    ran over the square's right edge, where the square's item is cut ("14+" showed as "4+"), and the red and
    black dots were drawn over the number."""
    window = one_human(qtbot, monkeypatch)
    units = {}

    def build(game):
        if buildings:
            put(game, "barracks", 0, 6, 4)
        units["up"] = [put(game, "axeman", 0, 6, 4) for _ in range(14 if buildings else 12)]
        for _ in range(2 if buildings else 0):
            put(game, "axeman", 0, 6, 4, down=True)
        return units["up"][0]["square"]

    stack = stack_of(window, build)
    square = stack.boundingRect()
    margin = 20
    plain = painted(stack, square, margin)
    inside = square.translated(margin - square.left(), margin - square.top()).adjusted(-0.5, -0.5, 0.5, 0.5)
    outside = [(x, y) for x in range(plain.width()) for y in range(plain.height())
               if plain.pixel(x, y) != GROUND.rgba() and not inside.contains(x + 0.5, y + 0.5)]
    assert not outside, f"{len(outside)} pixels of the stack lie outside its square"

    units["up"][0]["red"], units["up"][1]["red"], units["up"][2]["black"] = 1, 1, 1
    window.redraw([])
    hits = differing(plain, painted(stack, square, margin))
    assert hits, "the hit markers are drawn"
    for piece in units["up"][1:]:  # one unit: no number
        window.controller.state.pieces.pop(piece["id"])
    for piece in [p for p in window.controller.state.pieces.values() if p["down"]]:
        window.controller.state.pieces.pop(piece["id"])
    units["up"][0]["red"] = units["up"][0]["black"] = 0
    window.redraw([])
    number = differing(plain, painted(stack, square, margin))
    assert number, "the number is drawn"
    assert not hits & number, "a hit marker covers the number of units"


def test_the_chit_on_a_counter_in_the_tray_leaves_its_icon_whole(qtbot, monkeypatch):
    """The Command-Control chit was drawn over the corner of the unit's icon (a Villager's head, a bow's tip)."""
    from dawnofempires_gui.games.aoe import board_tray

    window = one_human(qtbot, monkeypatch)
    holder = {}

    def build(game):
        holder["units"] = [put(game, kind, 0, 5, 5) for kind in ("villager", "bowman", "axeman", "clubman")]
        command(game, 0, *holder["units"])
        return holder["units"][0]["square"]

    stack_of(window, build)
    window.board.hover_square(holder["units"][0]["square"])
    counters = [c for c in window.board.tray.counters if c.isVisible()]
    assert len(counters) == 4 and all(c.face[-1] for c in counters), "the four units, commanded"
    for counter in counters:
        rect = counter.boundingRect()
        commanded = painted(counter, rect, 4)
        counter.face = (*counter.face[:-1], False)
        loose = painted(counter, rect, 4)
        with monkeypatch.context() as local:  # (undo() would undo the test's own user folder too)
            local.setattr(board_tray, "draw_glyph", lambda *args: None)
            bare = painted(counter, rect, 4)  # the counter without its icon
        counter.face = (*counter.face[:-1], True)
        chit, icon = differing(loose, commanded), differing(bare, loose)
        assert chit and icon, "the chit and the icon are drawn"
        assert not chit & icon, f"the chit covers {len(chit & icon)} pixels of the {counter.face[0]}'s icon"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_numbers_of_the_columns_and_rows_read_at_9_px_at_1024_by_700(qtbot, players):
    """The grid's numbers were a third of a square: 5 px on screen with six players, 7 px with four. Painted at
    the fitted view's scale, the figures of a column's number stand 6 px tall or more (a 9 px font's)."""
    from .test_board import open_game

    window = open_game(qtbot, players=players, seed=7, size=(1024, 700))
    grid, scale = window.board.grid, window.view.transform().m11()
    s = window.board.s
    image = QImage(int(grid.boundingRect().width() * scale) + 4, int(s * scale) + 4, QImage.Format_ARGB32)
    image.fill(GROUND)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.scale(scale, scale)
    grid.paint(painter, None)
    painter.end()
    sea = QColor(image.pixel(int(s * scale * 0.5), int(s * scale * 0.15))).lightness()  # above the figures
    columns = {}
    for x in range(9, 11):  # the squares of columns 10 and 11: two figures each
        cell = range(int(x * s * scale) + 2, int((x + 1) * s * scale) - 2)
        rows = [y for y in range(3, int(s * scale) - 3)
                if any(QColor(image.pixel(i, y)).lightness() < sea - 40 for i in cell)]
        columns[x + 1] = max(rows) - min(rows) + 1 if rows else 0
    assert min(columns.values()) >= 6, f"the figures stand {columns} px tall"


def test_four_panels_side_by_side_say_what_another_team_has_still_to_take(qtbot):
    """The public line of another team's panel, "755 resource points in all · 50 to take", was cut after "50 t"
    with four players; it says "755 in all · 50 to take" where the long words do not fit."""
    import random

    from .test_board import open_game
    from .test_board_window import play

    window = open_game(qtbot, players=4, seed=7, size=(1024, 700))
    rng = random.Random(4)
    while not (window.controller.state.turn >= 1 and window.controller.state.top_step()[0] == "resources"):
        play(window, 1, rng)
    window.redraw([])
    others = [panel for panel in window.board.panels if panel.hidden]
    assert others, "the seat at the screen may not read another team's purse"
    for panel in others:
        words = panel.total.text()
        assert words.endswith("to take") and "…" not in words, words


def test_the_trays_invitation_to_point_at_a_square_is_whole_with_six_players(qtbot):
    """The tray beside the grid of six players cut its last line to "Point at a square to see its count…",
    keeping room for a "+n more" that was not there."""
    from .test_board import open_game

    window = open_game(qtbot, players=6, seed=7, size=(1024, 700))
    window.redraw([])
    tray = window.board.tray
    assert tray.detail_title.text() == "Point at a square to see its counters"
    assert tray.detail_title.sceneBoundingRect().right() <= tray.sceneBoundingRect().right() - 8


def test_many_dice_leave_room_for_the_counters_of_the_square_in_question(qtbot, tmp_path, monkeypatch):
    """Two players, a battle of 23 pieces in one square after a dozen attack rolls: two rows of dice filled the tray
    and its list of the square's counters showed none ("+23 more"). The newest dice leave a row of counters."""
    from dawnofempires_gui.engine import Seat
    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.engine.registry import get
    from dawnofempires_gui.ui.table import Table

    from .screenshot_aoe import play_until
    from .test_board import ready

    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "86400000")
    info = get("aoe")
    record = Record("aoe", [Seat("Ana"), Seat("Ben")], info.checked_options(info.default_options()), 6)
    game = record.new_state()
    assert play_until(game, record, lambda state, seat, rolls: rolls >= 12 and state.top_step()[0] == "move", 6000)
    record.save(tmp_path / "battle.json")
    window = Table().open_file(tmp_path / "battle.json")
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    ready(window, qtbot)
    window.redraw([])
    tray = window.board.tray
    assert sum(d.isVisible() for d in tray.dice) >= 8 and tray.dice_more.text().endswith("earlier")
    square = game.pieces[game.lead[0]]["square"]
    assert tray.detail_key[0] == square and len(game.at(square)) > 14
    counters = [c for c in tray.counters if c.isVisible()]
    assert counters, f"no counter of the {len(game.at(square))} pieces is shown"
    assert all(tray.sceneBoundingRect().contains(c.sceneBoundingRect()) for c in counters)


def test_after_the_command_control_roll_the_tray_speaks_of_attack_dice_not_of_no_dice(qtbot):
    """The log said "Ana rolls 5 and Benedikta rolls 6" for Command-Control while the tray said "Dice this
    turn: none rolled yet": its dice are the attack rolls."""
    import random

    from .test_board import open_game
    from .test_board_window import play

    window = open_game(qtbot, players=2, seed=7, size=(1024, 700))
    rng = random.Random(4)
    while not (window.controller.state.turn >= 2 and window.controller.state.top_step()[0] == "command"):
        play(window, 1, rng)
    window.redraw([])
    assert any(line.startswith("Command-Control:") and "rolls" in line for line in window.log.lines())
    assert window.board.tray.dice_title.text() == "Attack dice this turn: none rolled yet"
