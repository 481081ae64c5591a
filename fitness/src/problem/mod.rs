//! Mate problems: EPD/FEN reading and the built-in pool.
