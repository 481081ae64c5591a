; a comment
(If3 IsCheck ; inline
  3.25 -0.5)
