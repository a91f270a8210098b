/**
 * Inputs of the compile bench: an ~8-page revision article (sections, equations, lists, a table, a table
 * of contents, hyperref), small one-page worksheets and a typical matplotlib script. Every generator
 * takes a `tag` that ends up in the source, so that each request is new to the content-hash cache.
 */

export const ARTICLE_PREAMBLE = String.raw`\documentclass[11pt,a4paper]{article}
\usepackage[utf8]{inputenc}
\usepackage[margin=2cm]{geometry}
\usepackage{amsmath,amssymb,amsthm}
\usepackage{enumitem}
\usepackage{booktabs}
\usepackage{graphicx}
\usepackage{xcolor}
\usepackage{microtype}
\usepackage[colorlinks=true,linkcolor=blue!50!black]{hyperref}
\newtheorem{theorem}{Theorem}[section]
\newtheorem{definition}[theorem]{Definition}
\theoremstyle{remark}
\newtheorem*{example}{Worked example}
\title{Mechanics and Calculus: Revision Notes for A-level Physics and Further Maths}
\author{Exam Prep Studio}
\date{}
`;

const TOPICS = [
  ['Kinematics in one dimension', 'velocity', 'acceleration', 'displacement'],
  ['Projectile motion', 'trajectory', 'horizontal component', 'time of flight'],
  ["Newton's laws of motion", 'resultant force', 'inertia', 'free-body diagram'],
  ['Work, energy and power', 'kinetic energy', 'potential energy', 'efficiency'],
  ['Momentum and collisions', 'impulse', 'elastic collision', 'conservation of momentum'],
  ['Circular motion', 'centripetal force', 'angular velocity', 'period'],
  ['Simple harmonic motion', 'amplitude', 'restoring force', 'phase'],
  ['Differential equations in mechanics', 'separable equation', 'integrating factor', 'boundary condition'],
];

const EQUATIONS = [
  String.raw`v = u + at, \qquad s = ut + \tfrac{1}{2}at^{2}, \qquad v^{2} = u^{2} + 2as`,
  String.raw`y(t) = x_0 \tan\theta - \frac{g\,x^{2}}{2u^{2}\cos^{2}\theta}`,
  String.raw`\sum_{i=1}^{n} \mathbf{F}_i = m\,\frac{\mathrm{d}\mathbf{v}}{\mathrm{d}t}`,
  String.raw`W = \int_{a}^{b} \mathbf{F}\cdot\mathrm{d}\mathbf{r}, \qquad P = \frac{\mathrm{d}W}{\mathrm{d}t}`,
  String.raw`m_1 u_1 + m_2 u_2 = m_1 v_1 + m_2 v_2`,
  String.raw`a = \frac{v^{2}}{r} = \omega^{2} r, \qquad T = \frac{2\pi}{\omega}`,
  String.raw`\ddot{x} + \omega^{2} x = 0 \;\Longrightarrow\; x(t) = A\cos(\omega t + \varphi)`,
  String.raw`\frac{\mathrm{d}y}{\mathrm{d}x} + P(x)\,y = Q(x), \qquad \mu(x) = e^{\int P(x)\,\mathrm{d}x}`,
];

function paragraph(topic, a, b, c, k) {
  return [
    `In this part of ${topic.toLowerCase()} we revisit the idea of ${a} and see how it connects to ${b}.`,
    `Examiners regularly ask candidates to explain, in words, why ${c} behaves as it does before any`,
    `calculation is attempted, so it is worth writing a two-line summary of the principle in your own`,
    `notes. A common mistake is to mix up ${a} with ${b}: the first is a property of the motion at an`,
    `instant, the second describes how that property changes. When a question gives a graph, read the`,
    `gradient and the area under the curve carefully, state the units, and check that the order of`,
    `magnitude is sensible. Question ${k + 1} of most past papers on this topic rewards a clear diagram, a`,
    `statement of the law being used, a substitution with units and a final answer to an appropriate`,
    `number of significant figures.`,
  ].join('\n');
}

function section(index) {
  const [topic, a, b, c] = TOPICS[index];
  const eq = EQUATIONS[index];
  return String.raw`
\section{${topic}}
\label{sec:${index}}
${paragraph(topic, a, b, c, index)}

\begin{definition}
The \emph{${a}} of a body is the quantity that, together with the ${b}, fixes the ${c} of the
motion; it is measured in SI units and is a vector unless stated otherwise.
\end{definition}

\begin{equation}
\label{eq:${index}}
${eq}
\end{equation}
Equation~\eqref{eq:${index}} is the one to learn by heart. ${paragraph(topic, b, c, a, index + 3)}

\subsection{Key points to remember}
\begin{itemize}[nosep]
  \item State the law or principle before you use it, for example when you introduce the ${a}.
  \item Draw and label a diagram; mark the direction taken as positive for the ${b}.
  \item Keep at least three significant figures in intermediate steps of the ${c} calculation.
  \item Check the units of the answer, and whether its size is physically reasonable.
\end{itemize}

\begin{example}
A trolley of mass \(m = 2.0\,\mathrm{kg}\) starts from rest. Using Equation~\eqref{eq:${index}},
\begin{align}
  E_k &= \tfrac{1}{2} m v^{2} = \tfrac{1}{2}(2.0)(3.0)^{2} = 9.0\,\mathrm{J}, \\
  \Delta E_p &= m g \Delta h = (2.0)(9.81)(0.50) \approx 9.8\,\mathrm{J}.
\end{align}
\end{example}

\subsection{Exam technique}
\begin{enumerate}[label=(\alph*),nosep]
  \item Read the whole question and underline the data you are given about the ${c}.
  \item Write down the equation you will use in symbols first, then substitute.
  \item Give the final answer with units and a sensible number of significant figures.
\end{enumerate}
`;
}

const TABLE = String.raw`
\section{Summary of quantities}
\begin{table}[ht]
\centering
\begin{tabular}{@{}llll@{}}
\toprule
Quantity & Symbol & SI unit & Scalar or vector \\
\midrule
Displacement & \(s\) & m & vector \\
Velocity & \(v\) & m\,s\(^{-1}\) & vector \\
Acceleration & \(a\) & m\,s\(^{-2}\) & vector \\
Force & \(F\) & N & vector \\
Momentum & \(p\) & kg\,m\,s\(^{-1}\) & vector \\
Energy & \(E\) & J & scalar \\
Power & \(P\) & W & scalar \\
Angular velocity & \(\omega\) & rad\,s\(^{-1}\) & vector \\
\bottomrule
\end{tabular}
\caption{Quantities used throughout these notes (see Section~\ref{sec:0} onwards).}
\label{tab:summary}
\end{table}

\begin{theorem}[Work--energy theorem]
The work done by the resultant force on a body equals the change in its kinetic energy:
\[ W_{\text{net}} = \Delta E_k = \tfrac{1}{2}mv^{2} - \tfrac{1}{2}mu^{2}. \]
\end{theorem}
`;

/**
 * The ~8-page article. `tag` goes into a comment and into the body text (a word of the introduction),
 * never into the preamble, so two tags give two different documents of the same preamble, length and
 * layout (use digits only: they all have the same width). `word` is the one word that
 * the "one-word edit" changes.
 */
export function article(tag, { word = 'important' } = {}) {
  const sections = TOPICS.map((_, i) => section(i) + (i === 3 ? TABLE : '')).join('\n');
  return `${ARTICLE_PREAMBLE}\\begin{document}
% bench tag ${tag}
\\maketitle
\\tableofcontents
\\bigskip

\\noindent These notes (edition ${tag}) cover the ${word} ideas of mechanics that appear year after
year in A-level Physics and Further Mathematics papers, with worked examples, key equations and exam
technique for each topic. Table~\\ref{tab:summary} lists the quantities used throughout.
${sections}
\\end{document}
`;
}

/** A one-page worksheet, different for every tag. */
export function worksheet(tag) {
  const n = [...tag].reduce((acc, ch) => acc + ch.charCodeAt(0), 0) % 9;
  return String.raw`\documentclass[11pt]{article}
\usepackage{amsmath,amssymb}
\usepackage[margin=2cm]{geometry}
\begin{document}
\section*{Worksheet ${tag}: quadratic equations}
Solve each equation and check your answer by substitution.
\begin{enumerate}
  \item \(x^{2} - ${n + 3}x + ${n + 2} = 0\)
  \item \(2x^{2} + ${n + 5}x - 3 = 0\)
  \item \(\displaystyle \int_{0}^{${n + 1}} (3t^{2} - 2t)\,\mathrm{d}t\)
  \item \(\displaystyle \sum_{k=1}^{${n + 10}} k^{2} = \frac{n(n+1)(2n+1)}{6}\) with \(n = ${n + 10}\)
\end{enumerate}
\begin{align*}
  x &= \frac{-b \pm \sqrt{b^{2} - 4ac}}{2a}, & \Delta &= b^{2} - 4ac.
\end{align*}
\end{document}
`;
}

/** A typical student plot: two curves, labels, a legend, a grid; `k` changes the frequency. */
export function plotScript(k) {
  return `import numpy as np
import matplotlib
matplotlib.use('Agg')
import matplotlib.pyplot as plt

omega = ${(1 + k / 100).toFixed(4)}
t = np.linspace(0, 10, 500)
x = np.exp(-0.2 * t) * np.cos(omega * t)
v = np.gradient(x, t)

fig, ax = plt.subplots(figsize=(6, 4))
ax.plot(t, x, label='displacement x(t)')
ax.plot(t, v, '--', label='velocity v(t)')
ax.set_xlabel('time / s')
ax.set_ylabel('x / m, v / m s$^{-1}$')
ax.set_title('Damped oscillation, omega = %.3f rad/s' % omega)
ax.grid(True, alpha=0.3)
ax.legend()
fig.tight_layout()
plt.savefig('plot.png', dpi=100)
plt.close('all')
`;
}

/** The same document with one word of the introduction changed (the cache then misses). */
export function oneWordEdit(tag) {
  return article(tag, { word: 'essential' });
}
