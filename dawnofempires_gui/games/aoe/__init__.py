"""Age of Empires Board Game (1998 playtest rules): a square-grid war game of simultaneous phases (2, 4 or 6 players)."""
