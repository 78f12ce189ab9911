"""Errors a player or a file can cause; their messages are shown as they are."""


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message says what is missing, in the rulebook's words."""


class RecordError(ValueError):
    """A saved game that cannot be opened: damaged, foreign, too new, unknown game, or illegal actions."""
