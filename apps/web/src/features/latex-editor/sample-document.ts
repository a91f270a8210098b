/** What /latex-editor opens with: a short article that compiles and shows sections and maths. */
export const SAMPLE_DOCUMENT = String.raw`\documentclass{article}
\usepackage{amsmath}

\title{Projectile Motion}
\author{Exam Prep Studio}
\date{}

\begin{document}
\maketitle

\section{Equations of motion}
A ball is thrown with speed $v_0$ at an angle $\theta$ above the horizontal.
Ignoring air resistance, its position after a time $t$ is
\begin{align}
  x(t) &= v_0 t \cos\theta, \\
  y(t) &= v_0 t \sin\theta - \tfrac{1}{2} g t^2.
\end{align}

\section{Range}
Setting $y = 0$ gives the time of flight $T = \frac{2 v_0 \sin\theta}{g}$,
so the horizontal range is
\[
  R = \frac{v_0^2 \sin 2\theta}{g},
\]
which is largest when $\theta = 45^\circ$.

\end{document}
`;
