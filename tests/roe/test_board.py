"""The Rise of Empires board (offscreen, qtbot): what the map, the tracks, the tiles display and the panels
show, a tile taken by a click, the regions highlighted for battles and the chooser naming the defender,
the price of a disc shown under the pointer in a B turn, the seats' colours, and the redraw's speed. The
helpers here drive the real game window for test_board_window.py and test_board_game.py."""
import random
import time

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from dawnofempires_gui.engine import Action, Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.games.roe import data as D
from dawnofempires_gui.games.roe.board import RoeBoard
from dawnofempires_gui.games.roe.board_track import track_cell
from dawnofempires_gui.games.roe.rules import RiseOfEmpires
from dawnofempires_gui.games.roe.state import ERA_ROMAN
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.table import Table
from dawnofempires_gui.ui.targets import Target, parent_of

from .helpers import at_action, b_turn, put_cubes, put_disc

pytestmark = pytest.mark.gui
NAMES = ["Ana", "Ben", "Chloé", "Dev", "Eve"]


# ---------------------------------------------------------------------- helpers (also for test_board_game.py)
def open_window(qtbot, players=3, seed=5, size=(1280, 820), names=None):
    names = names or NAMES  # read at the call: tests set NAMES to try other names
    record = Record("roe", [Seat(x) for x in names[:players]], get("roe").checked_options({}), seed)
    window = Table().start(record)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def ready(window):
    if window.cover.isVisible():
        window.cover.button.click()


def play(window, moves, rng):
    """Some random moves through the controller (as clicks would), the hand-offs taken."""
    c = window.controller
    for _ in range(moves):
        if c.state.is_over():
            return
        ready(window)
        seat = c.state.to_move()[0]
        c._apply(seat, rng.choice(c.state.legal_actions(seat)))
    ready(window)


def play_until(window, rng, wanted, limit=3000):
    """Random moves until `wanted(state)` holds for the seat to move."""
    c = window.controller
    for _ in range(limit):
        ready(window)
        if wanted(c.state):
            return True
        if c.state.is_over():
            return False
        seat = c.state.to_move()[0]
        c._apply(seat, rng.choice(c.state.legal_actions(seat)))
    return False


def hot_point(board, view, item) -> QPointF:
    """A point of the scene where a click reaches `item` (a region's box centre may be in the sea)."""
    r = item.sceneBoundingRect()
    c = r.center()
    points = [c] + [QPointF(r.left() + r.width() * i / 10, r.top() + r.height() * j / 10)
                    for j in range(1, 10) for i in range(1, 10)]
    points.sort(key=lambda p: (p - c).manhattanLength())
    for p in points:
        p = view.mapToScene(view.mapFromScene(p))  # the point a click at a whole pixel of the view reaches
        hit = board.itemAt(p, view.transform())
        while hit is not None and hit is not item:
            hit = parent_of(hit)  # never parentItem() at the top: see ui/pictures.parent_of
        if hit is item:
            return p
    raise AssertionError(f"no point of {item.data(0)} is reached by a click")


def click_item(window, qtbot, item) -> None:
    point = window.view.mapFromScene(hot_point(window.board, window.view, item))
    assert window.view.viewport().rect().contains(point), f"{item.data(0)} is outside the view"
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=point)


def armed(board) -> list:
    """The board items a click on which does something now: direct targets and chooser openers."""
    items = {id(i): i for i in [*board.action_items.values(), *board.opener_of.values()]}
    return sorted(items.values(), key=lambda i: str(i.data(0)))


def reach(window, qtbot, action) -> None:
    """Click the board item standing for `action` (opening its chooser first if it has one)."""
    board = window.board
    if action in board.action_items:
        click_item(window, qtbot, board.action_items[action])
        return
    assert action in board.opener_of, f"no board item for {action}"
    click_item(window, qtbot, board.opener_of[action])
    assert board.chooser is not None and action in board.action_items
    click_item(window, qtbot, board.action_items[action])


def game_of(n=3, seed=1) -> RiseOfEmpires:
    return RiseOfEmpires([Seat(x) for x in NAMES[:n]], {}, seed)


def show(board, game, seat):
    legal = game.legal_actions(seat)
    board.show_state(game.view(seat), seat, legal, [])
    return legal


@pytest.fixture
def board(qtbot):
    scene = RoeBoard(get("roe"))
    assert isinstance(scene, BoardScene)
    return scene


# ---------------------------------------------------------------------- what the board shows
def test_the_map_shows_cubes_control_and_the_standards(board):
    game = game_of(3)
    put_cubes(game, 0, "sw_europe", 3)
    put_cubes(game, 1, "sw_europe", 1)
    put_cubes(game, 2, "asia_minor", 2)
    put_cubes(game, 1, "asia_minor", 2)
    show(board, game, 0)
    block = board.map.blocks["sw_europe"]
    assert block.isVisible() and [(c, n, rank) for c, n, rank in block.key] == [
        (board.colours[0], 3, 1), (board.colours[1], 1, 2)]
    tip = board.map.regions["sw_europe"].toolTip()
    assert "Ana controls (3 victory points and 2 food)" in tip and "Second place: Ben (1 point)" in tip
    shared = board.map.regions["asia_minor"].toolTip()
    assert "Ben and Chloé share control" in shared
    assert not board.map.blocks["russia"].isVisible()
    std = board.map.standards["sw_europe"]
    assert [p[0] for p in std.parts] == ["3", "1", "2"]  # 3 for first, 1 for second, 2 food
    assert std.parts[2][1] == "food"
    # closed eras are hatched; Era I regions are not
    assert board.map.hatches["russia"].isVisible() and board.map.hatches["n_europe"].isVisible()
    assert not board.map.hatches["sw_europe"].isVisible()


def test_every_region_name_and_standard_lies_on_its_region(board):
    game = game_of(5)
    show(board, game, 0)
    for rid, reg in D.REGIONS.items():
        region = board.map.regions[rid]
        std = board.map.standards[rid].sceneBoundingRect().adjusted(3, 3, -3, -3)
        assert region.contains(region.mapFromScene(std.center())), rid
        if not reg.label_outside:
            label = board.map.labels[rid]
            assert region.contains(region.mapFromScene(label.sceneBoundingRect().center())), rid


def test_the_parts_of_the_board_lie_side_by_side_and_every_box_inside_its_display(board):
    game = game_of(5)
    show(board, game, 0)
    parts = [board.tiles, board.turn, board.display, board.order, board.food, *board.panels]
    frames = [p.sceneBoundingRect() for p in parts] + [board.map.printed.sceneBoundingRect()]
    for i, a in enumerate(frames):
        for b in frames[i + 1:]:
            assert not a.adjusted(1, 1, -1, -1).intersects(b.adjusted(1, 1, -1, -1)), (a, b)
    inside = board.tiles.sceneBoundingRect()
    for boxes in board.tiles.boxes.values():
        for box in boxes:
            assert inside.contains(box.mapRectToScene(box.shape().boundingRect())), box.data(0)


def test_tracks_and_panels_show_the_states_values(board):
    game = game_of(4, seed=3)
    game.vp = [0, 17, 42, 133]
    game.food = [16, 20, 0, 5]
    game.gold[2] = 11
    game.discs[1] = 4
    game.progress[0] = ["agriculture", "weapons"]
    game.territories[0] = ["plains", "plains", "forest"]
    show(board, game, 0)
    for p in range(4):
        cell = track_cell(game.vp[p])
        assert cell.adjusted(-8, -8, 8, 8).contains(board.map.track.markers[p].scenePos()), p
        assert str(game.vp[p]) in board.map.track.markers[p].toolTip()
        panel = board.panels[p]
        values = {"food": game.food[p], "gold": game.gold[p], "discs": game.discs[p], "pool": game.pool[p],
                  "stock": game.stock[p], "map": game.on_map(p), "hand": game.hand[p]}
        assert {k: int(t.text()) for k, t in panel.res.items()} == values
        assert panel.vp.text() == str(game.vp[p])
    x = board.food.x0 + 20 * board.food.CELL
    assert abs(board.food.markers[1].pos().x() - x - (board.food.CELL - 2) / 2) < 12
    spaces = [t.text() for t in board.order.texts]
    assert spaces == [NAMES[s] for s in game.order]
    chips = [c for c in board.panels[0].chips if isinstance(c, Target)]
    assert {c.data(0) for c in chips} >= {"own-0-agriculture", "own-0-weapons", "held-0-territory-plains"}
    plains = next(c for c in chips if c.data(0) == "held-0-territory-plains")
    assert "Plains" in plains.toolTip() and "2 tiles" in plains.toolTip()


def test_the_tiles_display_shows_the_face_up_tiles_with_their_full_text(board):
    game = game_of(4, seed=2)
    show(board, game, game.to_move()[0])
    for b, tile in enumerate(game.progress_up):
        box = board.tiles.boxes["progress"][b]
        t = D.PROGRESS_BY_ID[tile]
        assert t.name in box.toolTip() and t.text in box.toolTip()
    for b, tile in enumerate(game.city_up):
        box = board.tiles.boxes["city"][b]
        if tile is None:
            assert "face down" in box.toolTip() or "empty" in box.toolTip()
            continue
        c = D.CITY_BY_ID[tile]
        assert c.name in box.toolTip() and (f"Costs {c.cost.gold} gold" in box.toolTip() or c.wonder)
    for b, tile in enumerate(game.empire_track):
        side = D.EMPIRE_BY_ID[tile].side(1)
        assert f"up to {side.number} region" in board.tiles.boxes["empire"][b].toolTip()
    trade = board.tiles.boxes["trade"][0].toolTip()
    assert "2 resource discs for 4 gold" in trade


def test_the_seat_to_move_takes_a_tile_with_a_click_and_the_disc_goes_into_the_marked_circle(board):
    game = game_of(3, seed=4)
    seat = game.to_move()[0]
    legal = show(board, game, seat)
    take = next(a for a in legal if a.kind == "take_progress")
    box = board.action_items.get(take) or board.opener_of[take]
    assert box.data(0).startswith("progress-")
    nxt = game.next_circle("progress")
    circle = board.display.circles["progress"][nxt]
    assert circle.key[2] is True  # the marked circle
    emitted = []
    board.action_chosen.connect(emitted.append)
    board.take(box, box.actions)
    assert emitted == [take]


# ---------------------------------------------------------------------- placement and battles
def test_battle_regions_are_highlighted_and_the_chooser_names_the_defender(board):
    game = game_of(3, seed=2)
    at_action(game, 0, turn=5)
    put_cubes(game, 0, "sw_europe", 3)
    put_cubes(game, 1, "sw_europe", 2)
    put_cubes(game, 2, "sw_europe", 1)
    put_cubes(game, 1, "c_europe", 2)
    game.apply(0, Action("take_empire", tile="e2"))  # Era III: two rows, two battles
    game.apply(0, Action("confirm_placement"))
    assert game.top_step()[0] == "battle"
    legal = show(board, game, 0)
    battles = [a for a in legal if a.kind == "battle"]
    assert {rid for rid, t in board.map.regions.items() if t.actions} == {a["region"] for a in battles}
    target = board.map.regions["sw_europe"]
    board.take(target, target.actions)
    labels = [chip.label.text() for chip in board.chips]
    assert any(label.startswith("Ben — top row: they lose") for label in labels), labels
    assert any(label.startswith("Chloé — bottom row") for label in labels), labels
    assert board.chooser_title(target.actions) == "Attack whom in SW Europe?"
    assert board.targets["end_battles"].actions == (Action("end_battles"),)


# ---------------------------------------------------------------------- the B turn
def test_the_price_of_a_disc_shows_under_the_pointer_in_a_b_turn(qtbot):
    game = game_of(3, seed=1)
    b_turn(game, 0)
    put_disc(game, 1, "progress", 0)
    put_disc(game, 2, "progress", 1)
    put_disc(game, 0, "progress", 2)
    put_disc(game, 0, "trade", 0)
    from PySide6.QtWidgets import QGraphicsView

    scene = RoeBoard(get("roe"))
    legal = show(scene, game, 0)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1700, 1300)
    view.fitInView(scene.itemsBoundingRect(), Qt.KeepAspectRatio)
    view.show()
    qtbot.waitExposed(view)
    disc = scene.display.circles["progress"][2]
    assert disc.actions == (Action("take_disc", row="progress", circle=2),) and disc.actions[0] in legal
    assert "Taking it back costs 2" in disc.toolTip()
    assert not disc.bubble.isVisible()
    qtbot.mouseMove(view.viewport(), view.mapFromScene(QPointF(5, 5)))
    qtbot.mouseMove(view.viewport(), view.mapFromScene(disc.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: disc.bubble.isVisible(), timeout=2000)
    assert disc.bubble_text.text() == "pay 2"
    free = scene.display.circles["trade"][0]
    assert free.bubble_text.text() == "free"
    other = scene.display.circles["progress"][0]
    assert other.actions == () and "Ben's disc" in other.toolTip()
    assert "Not now: You may only take back one of your own discs." in other.toolTip()


# ---------------------------------------------------------------------- speed, colours
def test_redraw_is_fast(board):
    game = game_of(5, seed=8)
    rng = random.Random(2)
    times = []
    for _ in range(300):
        if game.is_over():
            break
        seat = game.to_move()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        seat = game.to_move()[0] if game.to_move() else 0
        t = time.perf_counter()
        board.show_state(game.view(seat), seat, game.legal_actions(seat), [])
        times.append(time.perf_counter() - t)
    times.sort()
    p95 = times[int(len(times) * 0.95)]
    assert p95 < 0.040, f"p95 redraw {p95 * 1000:.1f} ms"


def test_the_discs_and_cubes_are_drawn_in_the_seats_colours(board):
    game = game_of(3, seed=3)
    b_turn(game, 0)
    put_disc(game, 2, "city", 0)
    show(board, game, 0)
    circle = board.display.circles["city"][0]
    assert circle.disc.brush().color() == QColor(board.colours[2]) and circle.letter.text() == "C"
    empty = board.display.circles["city"][1]
    assert empty.letter.text() == ""


@pytest.mark.parametrize("players", [3, 4, 5])
def test_no_count_of_cubes_covers_a_name_a_standard_or_another_regions_cubes(qtbot, players):
    """Asia Minor's standard lay under Levant's cubes, Central Europe's name under its own."""
    # every seat in every region with two-digit counts: the largest block a region can show
    board = RoeBoard(get("roe"))
    game = game_of(players)
    for counts in game.cubes.values():
        counts[:] = [10 + s for s in range(players)]
    show(board, game, 0)
    words = {f"name of {rid}": t.sceneBoundingRect() for rid, t in board.map.labels.items()}
    words |= {f"standard of {rid}": s.sceneBoundingRect() for rid, s in board.map.standards.items()}
    blocks = {rid: b.mapRectToScene(b._rect) for rid, b in board.map.blocks.items()}
    assert all(b.isVisible() and len(b.key) == players for b in board.map.blocks.values())
    sea = next(i for i in board.items() if i.data(0) == "sea").sceneBoundingRect()  # the map, in its frame
    for rid, block in blocks.items():
        assert sea.contains(block), (rid, "on the victory point track")
        covered = [w for w, box in words.items() if box.intersects(block)]
        covered += [f"cubes of {o}" for o, box in blocks.items() if o != rid and box.intersects(block)]
        assert not covered, (rid, covered)


def test_the_turn_panel_shows_the_whole_prompt_on_up_to_two_lines(board):
    """The prompt was cut ('Era I, A turn · Actions: Ana — use a free-action ti…'), read whole only in the
    status bar: the panel says whose decision it is and what it is, on two lines if need be (without the phase
    where that keeps it on one: the decision says it); the tiles display next to it says the era and the turn."""
    game = RiseOfEmpires([Seat(x) for x in ("Maximilian Alexander", "Ben", "Chloé")], {}, 1)
    for step in ("action", "pay", "b_act", "after", "feed", "upkeep", "order"):
        game.flow = [(step, (0,))]
        game.stage = "order" if step == "order" else "actions"
        board.show_state(game.view(1), 1, [], [])
        panel = board.turn
        texts = [line.items() for line in panel.lines if line.items().text()]
        assert " ".join(t.text() for t in texts if t.font().bold()) in (game.step_words(), game.step_words(False))
        assert panel.title.toolTip() == game.phase()
        assert f"Era {ERA_ROMAN[game.era]} · A turn" in board.tiles.note.text()
        assert panel.notes[0].text().startswith("Waiting for")
        inside = panel.sceneBoundingRect()
        for text in texts:
            assert "…" not in text.text() and inside.contains(text.sceneBoundingRect()), text.text()
