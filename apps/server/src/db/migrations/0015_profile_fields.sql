-- The profile a doctor completes (issue 13, point 1). Degrees become a list
-- (degree_list); the old `degrees` text stays as the display line, written
-- from the list, so invoices and cards that print it keep working.
alter table "doctor_profiles" add column "degree_list" text[] not null default '{}';
--> statement-breakpoint
alter table "doctor_profiles" add column "languages" text[] not null default '{}';
--> statement-breakpoint
alter table "doctor_profiles" add column "registration_number" text;
--> statement-breakpoint
alter table "doctor_profiles" add column "council" text;
--> statement-breakpoint
alter table "doctor_profiles" add column "photo_key" text;
--> statement-breakpoint
alter table "doctor_profiles" add column "photo_thumb_url" text;
--> statement-breakpoint
update "doctor_profiles"
   set "degree_list" = array(select btrim(x) from unnest(string_to_array("degrees", ', ')) as x where btrim(x) <> '')
 where "degrees" <> '';
--> statement-breakpoint
alter table "doctor_profiles" add constraint "doctor_experience_ck" check ("experience_years" between 0 and 70);
--> statement-breakpoint
alter table "doctor_profiles" add constraint "doctor_fees_max_ck" check ("online_fee_paise" <= 10000000 and "offline_fee_paise" <= 10000000);
--> statement-breakpoint
alter table "clinics" add column "phone" text;
