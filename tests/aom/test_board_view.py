"""What players see of the Age of Mythology board in the real window (offscreen): no text under 9 px in the fitted
view of a 1280×820 window (and readable at 1024×700), every player's public state on the board, and no seat ever
shown another seat's cards or secret choices, across hand-offs and after Resume."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QLabel, QWidget

from dawnofempires_gui.engine import HIDDEN, Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_queries import card_title
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


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_no_text_under_9_px_in_the_fitted_view_of_a_1280_by_820_window(qtbot, players):
    window = open_window(qtbot, players=players, seed=7 + players)
    rng = random.Random(players)
    checked, steps = 0, set()
    while not window.controller.state.is_over() and checked < 40:
        ready(window)
        window.view.fit()
        assert window.view.transform().m11() > 0.7
        assert small_texts(window) == [], (window.controller.state.phase(), small_texts(window)[:4])
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


def test_readable_in_a_1024_by_700_window_too(qtbot):
    window = open_window(qtbot, players=4, seed=4, size=(1024, 700))
    rng = random.Random(4)
    smallest = 99.0
    for _ in range(12):
        ready(window)
        window.view.fit()
        smallest = min(smallest, smallest_text(window))
        advance(window, rng, 15)
    assert smallest >= 7.0, smallest
    # the whole board is in the window without scrolling
    rect = window.view.mapFromScene(window.board.itemsBoundingRect()).boundingRect()
    assert window.view.viewport().rect().adjusted(-2, -2, 2, 2).contains(rect)


def test_every_players_public_state_is_on_the_board_without_clicking(qtbot):
    window = open_window(qtbot, players=6, seed=6)
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
        assert window.view.viewport().rect().contains(window.view.mapFromScene(panel.sceneBoundingRect()).boundingRect())
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


def test_no_seat_sees_another_seats_cards_across_hand_offs_and_after_resume(qtbot):
    record = Record("aom", [Seat(n) for n in NAMES[:3]], get("aom").checked_options({}), 12)
    window = Table().start(record)
    qtbot.addWidget(window)
    window.resize(1280, 820)
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
    resumed.resize(1280, 820)
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
