"""The Qt layer: launcher, new-game dialog, game window, hand-off, end screen."""
