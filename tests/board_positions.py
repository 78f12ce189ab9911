"""Put a position built with a game's rule-test helpers on a game window, for the tests of every board."""
from __future__ import annotations


def show_position(window, game, fit: bool = False) -> None:
    """Draw `game` (same seats as the window's) for the seat to move, as if play had reached it."""
    c = window.controller
    c.session.state = game
    c.waiting_for_ready = None
    c.viewer = game.to_move()[0]
    window.cover.hide()
    window.redraw([])
    if fit:
        window.view.fit()
