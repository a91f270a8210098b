/** Generated documents in the shape the generators write them, for the feature's unit tests. */

export const NOTES = String.raw`\documentclass{article}
\usepackage{amsmath}
\title{Oscillations}
\begin{document}
\maketitle
\section{Introduction to Oscillations}
An oscillation is a repeated motion.
\subsection{Basic quantities}
Amplitude, period and frequency.
% \section{Not a section}
\section*{The Mass-Spring System}
A mass on a spring.
\begin{pythonplot}{Period against mass}
import numpy as np
m = np.array([0.1, 0.2, 0.3])
plt.plot(m, 2 * np.pi * np.sqrt(m / 20))
\end{pythonplot}
\begin{figure}[h]
\centering
\includegraphics[width=0.7\textwidth]{plot.png}
\caption{Period of a \textbf{spring}}
\end{figure}
\subsection[Short]{Measuring {the} Period in the Laboratory}
Time twenty oscillations.
\section{Damping and Resonance}
Real oscillators lose energy.
\end{document}
`;

export const SLIDES = String.raw`\documentclass{beamer}
\title{Oscillations}
\author{AIAT}
\begin{document}
\begin{frame}
\titlepage
\end{frame}
\begin{frame}{Simple Harmonic Motion}
Acceleration is proportional to displacement.
\end{frame}
\begin{frame}[fragile]
\frametitle{The Mass-Spring System}
\begin{pythonplot}{Spring period}
plt.bar(['a', 'b'], [1, 2])
\end{pythonplot}
\begin{center}
\includegraphics[width=0.6\textwidth]{plot.png}
\end{center}
\end{frame}
\begin{frame}
No title here.
\end{frame}
\end{document}
`;
