import type { AppContext } from "../../app-context.ts";
import type { Job } from "../../jobs/job-runner.ts";
import { importNewsFeeds } from "./news-feeds/news-feeds.service.ts";

/** The publications feature's background jobs: reading the operator's news feeds (NEWS_FEEDS). */
export function publicationsJobs(context: AppContext): Job[] {
  const { newsFeeds, newsFeedMinutes } = context.config;
  return [
    {
      name: "newsFeeds",
      run: (at) => importNewsFeeds(context.database.db, { urls: newsFeeds, everyMinutes: newsFeedMinutes }, at),
    },
  ];
}
