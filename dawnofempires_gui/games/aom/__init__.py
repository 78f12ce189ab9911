"""Age of Mythology: The Boardgame (data only for now: dawnofempires_gui.games.aom.data)."""
