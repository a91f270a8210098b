import { Box } from '@mantine/core';
import { CallToActionSection, OfflineSection } from './ClosingSections';
import { HeroSection } from './HeroSection';
import { LandingFooter, LandingHeader } from './LandingChrome';
import classes from './landing.module.css';
import { FeaturesSection, HowItWorksSection, ToolboxSection } from './ToolSections';
import { useGuestStart } from './use-guest-start';

/** The public front page of spec section 2 "Landing". */
export function LandingPage() {
  const guestStart = useGuestStart();
  return (
    <Box className={classes.page}>
      <LandingHeader />
      <main>
        <HeroSection {...guestStart} />
        <FeaturesSection {...guestStart} />
        <HowItWorksSection />
        <ToolboxSection />
        <OfflineSection />
        <CallToActionSection />
      </main>
      <LandingFooter />
    </Box>
  );
}
