"""The games, one package each."""
