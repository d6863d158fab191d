/** The automations' lists show what they cover, when they run and how often they ran. */
export const AUTOMATION_COLUMNS = ['name', 'assets', 'nodes', 'is_periodic', 'crontab', 'executed_amount', 'date_last_executed', 'is_active'] as const;
/** The automations' forms: what they cover first, then their schedule. */
export const SCHEDULE_FIELDS = ['is_periodic', 'interval', 'crontab', 'is_active', 'comment'] as const;
