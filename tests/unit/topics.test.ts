import { describe, expect, it } from 'vitest';
import { jobHasTopic } from '~/lib/jobs/topics';
import { topicCases } from '../fixtures/topic-cases';

describe('topic classifiers', () => {
  it.each(topicCases)('%s', (_name, input, topic, expected) => expect(jobHasTopic(input, topic)).toBe(expected));
});
