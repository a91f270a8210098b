/** A ready-made matplotlib script the plot generator offers as a starting point. */
export interface PlotExample {
  id: string;
  label: string;
  code: string;
}

/**
 * The examples run as they are in the worker's sandbox (numpy and matplotlib only). None of them calls
 * plt.savefig: the worker saves the current figure as plot.png itself.
 */
export const PLOT_EXAMPLES: readonly PlotExample[] = [
  {
    id: 'line',
    label: 'Line: sine and cosine',
    code: `import numpy as np
import matplotlib.pyplot as plt

x = np.linspace(0, 2 * np.pi, 400)

fig, ax = plt.subplots(figsize=(7, 4))
ax.plot(x, np.sin(x), label="sin(x)")
ax.plot(x, np.cos(x), label="cos(x)", linestyle="--")
ax.axhline(0, color="grey", linewidth=0.8)
ax.set_xlabel("x (radians)")
ax.set_ylabel("y")
ax.set_title("Sine and cosine")
ax.legend()
ax.grid(True, alpha=0.3)
`,
  },
  {
    id: 'bar',
    label: 'Bar chart: scores by subject',
    code: `import matplotlib.pyplot as plt

subjects = ["Maths", "Physics", "Chemistry", "Biology", "English"]
scores = [78, 64, 71, 85, 69]

fig, ax = plt.subplots(figsize=(7, 4))
bars = ax.bar(subjects, scores, color="#4c6ef5")
ax.bar_label(bars)
ax.set_ylim(0, 100)
ax.set_ylabel("Average score (%)")
ax.set_title("Mock exam results by subject")
`,
  },
  {
    id: 'scatter',
    label: 'Scatter with a fit line',
    code: `import numpy as np
import matplotlib.pyplot as plt

rng = np.random.default_rng(seed=1)
hours = rng.uniform(0, 10, 40)
marks = 35 + 5 * hours + rng.normal(0, 6, hours.size)

# Least-squares straight line through the points.
slope, intercept = np.polyfit(hours, marks, 1)
line_x = np.linspace(0, 10, 100)

fig, ax = plt.subplots(figsize=(7, 4))
ax.scatter(hours, marks, label="Students")
ax.plot(line_x, slope * line_x + intercept, color="red",
        label=f"Fit: y = {slope:.1f}x + {intercept:.1f}")
ax.set_xlabel("Hours of revision")
ax.set_ylabel("Exam mark")
ax.set_title("Revision time and exam marks")
ax.legend()
`,
  },
  {
    id: 'histogram',
    label: 'Histogram of normal samples',
    code: `import numpy as np
import matplotlib.pyplot as plt

mean, sd = 170, 8
rng = np.random.default_rng(seed=7)
samples = rng.normal(mean, sd, size=1000)

fig, ax = plt.subplots(figsize=(7, 4))
ax.hist(samples, bins=30, density=True, alpha=0.7, edgecolor="white", label="1000 samples")

# The normal density the samples were drawn from.
x = np.linspace(samples.min(), samples.max(), 200)
density = np.exp(-((x - mean) ** 2) / (2 * sd ** 2)) / (sd * np.sqrt(2 * np.pi))
ax.plot(x, density, color="black", label=f"N({mean}, {sd}²)")
ax.set_xlabel("Height (cm)")
ax.set_ylabel("Density")
ax.set_title("Heights of 1000 students")
ax.legend()
`,
  },
  {
    id: 'pie',
    label: 'Pie chart: a week of study',
    code: `import matplotlib.pyplot as plt

activities = ["Lessons", "Revision", "Past papers", "Homework", "Rest"]
hours = [15, 10, 6, 8, 5]

fig, ax = plt.subplots(figsize=(6, 6))
ax.pie(hours, labels=activities, autopct="%1.0f%%", startangle=90, counterclock=False)
ax.set_title("A week of study time")
ax.axis("equal")
`,
  },
];
