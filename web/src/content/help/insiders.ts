/** Insiders FAQ items (marketing spec §3): question and answer; visibility is the page's state. */
export interface InsidersQuestion {
  questionText: string;
  answerText: string;
}

/** The insiders (beta) landing page's ten questions (marketing spec §2.3). */
export const insidersQuestions: readonly InsidersQuestion[] = [
  {
    questionText: 'What is the insiders programme?',
    answerText:
      'Insiders try new features and software on their box before everyone else and tell us what they think.',
  },
  {
    questionText: 'Who can join?',
    answerText:
      'Existing customers, by invitation. Register your interest and we will invite you when there is room.',
  },
  {
    questionText: 'What do I need to register?',
    answerText: 'Your name, your e-mail address and the box ID shown in Settings on your box.',
  },
  {
    questionText: 'Does it cost anything?',
    answerText: 'No. Being an insider is free and does not change what you pay.',
  },
  {
    questionText: 'Will my recordings and purchases be safe?',
    answerText:
      'Yes. Test software changes how the box works, not what you own: recordings and purchases stay.',
  },
  {
    questionText: 'What if something goes wrong?',
    answerText:
      'Test software can have problems. Tell us about them through the contact form under Feedback, and we will fix them or move your box back.',
  },
  {
    questionText: 'How often will my box update?',
    answerText: 'More often than other boxes: usually once or twice a month.',
  },
  {
    questionText: 'Can I tell others about test features?',
    answerText:
      'Please keep them to yourself until they are released; the insiders terms explain what you can share.',
  },
  {
    questionText: 'Can my place in the programme end?',
    answerText: 'Yes, we can remove a box from the programme at any time.',
  },
  {
    questionText: 'How do I leave?',
    answerText:
      'Use the unregister page with the e-mail address and box ID you registered with. Your box returns to the regular software with its next update.',
  },
];
