"""What players see of the Age of Mythology board in the real window (offscreen): no text under 9 px in the fitted
view of a 1280×820 window nor of a 1024×700 one (the board lays itself out compact there), every player's public state on the board, and no seat ever
shown another seat's cards or secret choices, across hand-offs and after Resume."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsSimpleTextItem, QLabel, QWidget

from dawnofempires_gui.engine import HIDDEN, Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_queries import card_power_text, card_title
from dawnofempires_gui.ui.table import Table

from ..board_texts import on_screen, screen_px, small_texts
from .helpers import NAMES
from .test_board import PASSIVE, open_window, ready

pytestmark = pytest.mark.gui


def smallest_text(window) -> float:
    scale = on_screen(window)
    return min(screen_px(i, scale) for i in window.board.items()
               if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible() and i.text().strip())


def advance(window, rng: random.Random, moves: int) -> None:
    """Moves as clicks would make them (busy ones mostly), the hand-offs taken."""
    c = window.controller
    for _ in range(moves):
        if c.state.is_over():
            return
        ready(window)
        if window.board.arena_mode == "finished" and rng.random() < 0.5:
            window.board.close_arena()
        legal = c.legal_for_viewer()
        c.choose(rng.choice([a for a in legal if a.kind not in PASSIVE] or legal))
    ready(window)


def readable_through_a_game(qtbot, players: int, size: tuple[int, int]):
    """A game played (busy moves, every hand-off taken) in a window of `size`, fitted: no text under 9 px at any
    step (the chooser's included), the whole board in the window without scrolling, a battle looked at."""
    window = open_window(qtbot, players=players, seed=7 + players, size=size)
    rng = random.Random(players)
    checked, steps = 0, set()
    while not window.controller.state.is_over() and checked < 40:
        ready(window)
        window.view.fit()
        assert small_texts(window) == [], (window.controller.state.phase(), small_texts(window)[:4])
        rect = window.view.mapFromScene(window.board.itemsBoundingRect()).boundingRect()
        assert window.view.viewport().rect().adjusted(-2, -2, 2, 2).contains(rect)
        board = window.board
        multi = [t for t in board.targets_now() if len(t.actions) > 1 and t.data(0) not in board._sources]
        if multi:  # the chooser's title and chips too
            board.take(multi[0], multi[0].actions)
            assert small_texts(window) == []
            board.close_chooser()
        steps.add((window.controller.state.step(), board.arena_mode))
        advance(window, rng, 9)
        checked += 1
    assert any(mode == "live" for _, mode in steps), "a battle was looked at"
    return window


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_no_text_under_9_px_in_the_fitted_view_of_a_1280_by_820_window(qtbot, players):
    window = readable_through_a_game(qtbot, players, (1280, 820))
    assert not window.board.geo.compact and window.view.transform().m11() > 0.7


@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_no_text_under_9_px_in_a_1024_by_700_window_either(qtbot, players):
    """The board lays itself out compact there (the full layout, fitted, would draw its words at 7.3 px): the
    hand, the arena in a battle, the chooser and every other player's panel stay at 9 px or more."""
    window = readable_through_a_game(qtbot, players, (1024, 700))
    assert window.board.geo.compact


def test_the_board_changes_its_layout_with_the_window_and_keeps_what_it_shows(qtbot):
    window = open_window(qtbot, players=4, seed=4)
    advance(window, random.Random(4), 40)
    board = window.board
    assert not board.geo.compact
    before = (board.prompt.title.text(), sorted(t for t in board.targets if t.startswith("card-")),
              [p.vp.text() for s, p in board.panels.items() if s != board.me])
    for size, compact in (((1024, 700), True), ((1280, 820), False), ((1024, 700), True)):
        window.resize(*size)
        qtbot.waitUntil(lambda: board.geo.compact == compact, timeout=3000)
        assert smallest_text(window) >= 9.0, (size, small_texts(window)[:4])
        after = (board.prompt.title.text(), sorted(t for t in board.targets if t.startswith("card-")),
                 [p.vp.text() for s, p in board.panels.items() if s != board.me])
        assert after == before
        assert board.armed_targets() or not window.controller.legal_for_viewer()  # armed again once rebuilt


def point_at(window, scene_point) -> None:
    """The pointer moved over the view to a point of the board (a mouse move sent to the view's viewport, as the
    window system sends it; QTest's moves are lost when an earlier test's window had the pointer)."""
    port = window.view.viewport()
    at = QPointF(window.view.mapFromScene(scene_point))
    event = QMouseEvent(QEvent.MouseMove, at, QPointF(port.mapToGlobal(at.toPoint())), Qt.NoButton, Qt.NoButton,
                        Qt.NoModifier)
    QApplication.sendEvent(port, event)


def test_a_compact_card_shows_whole_and_large_when_pointed_at_or_focused(qtbot):
    """In a 1024x700 window the hand's cards are short; the card pointed at (or given the keyboard focus) is
    shown whole above the hand, its words at 9 px or more, and goes when the pointer or the focus leaves."""
    from .helpers import at_play, table
    from .test_board import show_position

    window = open_window(qtbot, size=(1024, 700))
    g = table(["greek", "norse"])
    at_play(g, 0, "hermes", "zeus", "perm_gather", "perm_trade", "perm_attack", "perm_explore", "perm_build")
    show_position(window, g)
    board = window.board
    assert board.geo.compact
    card = board.item("card-hermes")
    short = " ".join(line.text() for line in card.lines if line.isVisible())
    god = D.CARDS["hermes"].god
    assert card_title("hermes").split()[0] in short and god.god in short and f"{god.favor} Favor" in short
    assert not board.detail.isVisible()
    away = board.prompt.sceneBoundingRect().center()
    point_at(window, card.sceneBoundingRect().center())
    qtbot.waitUntil(board.detail.isVisible, timeout=2000)
    detail = board.detail
    words = " ".join(line.text() for line in detail.lines if line.isVisible())
    assert "…" not in words and god.god in words
    assert card_power_text("hermes").split()[-1].strip(".") in words  # the end of the god power
    assert small_texts(window) == []
    port = window.view.viewport().rect()
    assert port.contains(window.view.mapFromScene(detail.sceneBoundingRect()).boundingRect())
    assert not detail.mapToScene(detail.shape()).boundingRect().intersects(  # the card pointed at stays in sight
        card.mapToScene(card.shape()).boundingRect())
    point_at(window, away)
    qtbot.waitUntil(lambda: not board.detail.isVisible(), timeout=2000)
    # the keyboard: the focus on a card shows it whole; moved elsewhere, it goes
    board._move_focus_to(board.item("card-zeus"))
    assert detail.isVisible() and detail.card == "zeus"
    board._move_focus_to(board.item("deck") or board.prompt.buttons[0])
    assert not detail.isVisible()
    # in a large window the cards are whole already: no second copy
    window.resize(1280, 820)
    qtbot.waitUntil(lambda: not board.geo.compact, timeout=3000)
    board._move_focus_to(board.item("card-zeus"))
    assert not board.detail.isVisible()


@pytest.mark.parametrize("size", [(1280, 820), (1024, 700)])
def test_every_players_public_state_is_on_the_board_without_clicking(qtbot, size):
    window = open_window(qtbot, players=6, seed=6, size=size)
    advance(window, random.Random(6), 120)
    ready(window)
    board, state = window.board, window.controller.state
    me = window.controller.viewer
    words = " ".join(i.text() for i in board.items() if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible())
    for s in range(state.n):
        name = state.seat_name(s)
        assert name in words
        if s == me:
            continue
        panel = board.panels[s]
        assert panel.isVisible()
        drawn = panel.mapToScene(panel.childrenBoundingRect()).boundingRect()  # the panel has no size of its own
        assert window.view.viewport().rect().contains(window.view.mapFromScene(drawn).boundingRect())
        for r, text in panel.cubes.items():
            assert text.text() == str(state.cube(s, r))
        assert panel.vp.text() == str(state.vp[s]) and panel.cards.text() == str(state.hand_count(s))
        shown = {sq.tile.tile for sq in panel.squares if sq.tile.isVisible()}
        assert shown == {t for _, t in state.tiles_of(s)}
        for b in state.bld[s]:
            assert f"bld-{s}-{b}" in panel.targets or panel.more_buildings.text()
        for u in state.units[s]:
            assert f"unit-{s}-{u}" in panel.targets or panel.more_units.text()


# ---------------------------------------------------------------------------------------------- secrets
def every_word(window) -> list[str]:
    """Everything a player could read in the window: the scene's words, tooltips and tags; the widgets'."""
    out = []
    for item in window.board.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible():
            out.append(item.text())
        if item.isVisible():
            out.append(item.toolTip())
            out.append(str(item.data(0)))
    for widget in window.findChildren(QWidget):
        if widget.isVisible():
            out.append(widget.toolTip())
            if isinstance(widget, (QLabel, QAbstractButton)):
                out.append(widget.text())
    return out


def secret_cards(state, viewer: int) -> set[str]:
    """The random cards in other hands that nothing public shows now (their labels, god titles and tags)."""
    public = set(state.hand(viewer))
    for s in range(state.n):
        public.update(state.played[s])
        public.update(state.perm_hand[s])
    out = set()
    for s in range(state.n):
        if s != viewer:
            out.update(c for c in state.hand_random(s) if c not in public)
    return out


def no_other_seats_secrets(window) -> None:
    c = window.controller
    state, viewer = c.state, c.viewer
    if window.cover.isVisible():
        assert window.cover.geometry() == window.rect() and not window.view.isEnabled()
        return
    words = "\n".join(every_word(window))
    for card in secret_cards(state, viewer):
        assert f"card-{card}" not in words, f"{card} of another hand has a board item"
        god = D.CARDS[card].god
        if god is not None:
            assert god.title not in words, f"{god.title}, in another hand, is shown to {state.seat_name(viewer)}"
            assert D.CARDS[card].label not in words
    # the log panel holds the seat's own log only
    log = window.log.lines()
    assert log == [text for _, text in c.session.log_for(viewer)]
    # the hand row shows the seat's own cards, nothing else
    board = window.board
    shown = sorted(str(item.data(0)) for item in board.hand.cards if item.isVisible())
    mine = state.hand(viewer)
    assert len(shown) == len(mine) and all(t.split("-")[1] in mine for t in shown)
    assert not board.detail.isVisible() or board.detail.card in mine  # the card shown whole, when pointed at
    # other sides' secret battle choices stay hidden in the arena
    b = state.battle
    if b and board.arena_mode == "live":
        for side, s in enumerate((b["att"], b["def"])):
            if s == viewer:
                continue
            if state.step() == "army":
                assert not any(str(t).startswith("army-") for t in board.arena.targets) or viewer in (b["att"], b["def"])
                notes = " ".join(t.text() for t in board.arena.side_notes[side])
                assert "Chosen in secret" not in notes
            if state.step() == "battle" and state.picks[s] and not b["history"]:
                assert board.arena.picks[side].key[0] == "back"
    # other seats' hands are backs and counts only
    for s in range(state.n):
        if s != viewer:
            assert board.panels[s].cards.text() == str(state.hand_count(s))
            view_hand = c.view().hand_random(s)
            assert all(x is HIDDEN for x in view_hand)


@pytest.mark.parametrize("size", [(1280, 820), (1024, 700)])
def test_no_seat_sees_another_seats_cards_across_hand_offs_and_after_resume(qtbot, size):
    record = Record("aom", [Seat(n) for n in NAMES[:3]], get("aom").checked_options({}), 12)
    window = Table().start(record)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    c = window.controller
    rng = random.Random(12)
    covers, seats_seen, steps = 0, set(), set()
    for _ in range(420):
        if c.state.is_over():
            break
        no_other_seats_secrets(window)
        if window.cover.isVisible():
            covers += 1
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        if window.board.arena_mode == "finished":
            window.board.close_arena()
            continue
        seats_seen.add(c.viewer)
        steps.add(c.state.step())
        legal = c.legal_for_viewer()
        c.choose(rng.choice([a for a in legal if a.kind not in PASSIVE] or legal))
    assert covers > 10 and seats_seen == {0, 1, 2}
    assert {"hand", "play", "army", "battle"} <= steps, steps
    # Resume: the autosave opened again shows nothing before the seat to move is ready, then only its own cards
    path = c.session.autosave_path
    window.close()
    resumed = Table().open_file(path, resuming=True)
    qtbot.addWidget(resumed)
    resumed.resize(*size)
    resumed.show()
    if resumed.cover.isVisible():
        assert not [i for i in resumed.board.items() if str(i.data(0)).startswith("card-") and i.isVisible()]
        qtbot.mouseClick(resumed.cover.button, Qt.LeftButton)
    rc = resumed.controller
    assert rc.viewer is not None
    for _ in range(60):
        if rc.state.is_over():
            break
        no_other_seats_secrets(resumed)
        if resumed.cover.isVisible():
            qtbot.mouseClick(resumed.cover.button, Qt.LeftButton)
            continue
        legal = rc.legal_for_viewer()
        rc.choose(rng.choice([a for a in legal if a.kind not in PASSIVE] or legal))


def test_the_hand_shows_every_card_with_its_whole_text(qtbot):
    """Up to six cards, every card's words are on it (seven cards of the Mythic Age may send the end of a long
    god power to the tooltip)."""
    from .helpers import at_play, table
    from .test_board import show_position

    window = open_window(qtbot)
    by_culture = {c: [x for x in D.DECKS[c].cards] for c in D.CULTURES}
    for culture, cards in by_culture.items():
        for start in range(0, len(cards), 6):
            g = table([culture, "greek" if culture != "greek" else "norse"])
            chunk = cards[start:start + 6]
            at_play(g, 0, *chunk)
            show_position(window, g)
            for item in window.board.hand.cards:
                if not item.isVisible():
                    continue
                words = " ".join(line.text() for line in item.lines if line.isVisible())
                assert "tooltip" not in words and "…" not in words, (item.card, words)
                assert card_title(item.card).split()[0] in words
