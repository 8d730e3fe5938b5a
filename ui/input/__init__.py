"""Pointer input: mouse and fingers as one stream, and the pick-and-target controller."""
