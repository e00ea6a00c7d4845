-- Reserved; filled in by the change that needs it.
select 1;
