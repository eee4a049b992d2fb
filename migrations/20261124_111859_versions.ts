import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('Active', 'Inactive');
  CREATE TYPE "public"."enum__gallery_items_v_version_media_media_type" AS ENUM('image', 'video', 'embed');
  CREATE TYPE "public"."enum__gallery_items_v_version_status" AS ENUM('Active', 'Inactive');
  CREATE TYPE "public"."enum__news_items_v_version_media_media_type" AS ENUM('image', 'video', 'embed');
  CREATE TYPE "public"."enum__news_items_v_version_status" AS ENUM('Active', 'Inactive');
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_status" "enum__products_v_version_status" DEFAULT 'Active' NOT NULL,
  	"version_display_order" numeric,
  	"version_image_id" integer,
  	"version_catalogue_pdf_id" integer,
  	"version_updated_by_id" integer,
  	"version_name_filled_en" boolean DEFAULT false,
  	"version_name_filled_zh_hant" boolean DEFAULT false,
  	"version_description_filled_en" boolean DEFAULT false,
  	"version_description_filled_zh_hant" boolean DEFAULT false,
  	"version_detailed_description_filled_en" boolean DEFAULT false,
  	"version_detailed_description_filled_zh_hant" boolean DEFAULT false,
  	"version_image_filled" boolean DEFAULT false,
  	"version_catalogue_pdf_filled" boolean DEFAULT false,
  	"version_updated_by_filled" boolean DEFAULT false,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_detailed_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_item_codes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_product_id" integer NOT NULL,
  	"version_item_code" varchar NOT NULL,
  	"version_shade_hex" varchar,
  	"version_image_id" integer,
  	"version_updated_by_id" integer,
  	"version_shade_hex_filled" boolean DEFAULT false,
  	"version_image_filled" boolean DEFAULT false,
  	"version_composition_filled_en" boolean DEFAULT false,
  	"version_composition_filled_zh_hant" boolean DEFAULT false,
  	"version_thread_type_filled_en" boolean DEFAULT false,
  	"version_thread_type_filled_zh_hant" boolean DEFAULT false,
  	"version_denier_filled_en" boolean DEFAULT false,
  	"version_denier_filled_zh_hant" boolean DEFAULT false,
  	"version_length_filled_en" boolean DEFAULT false,
  	"version_length_filled_zh_hant" boolean DEFAULT false,
  	"version_net_weight_filled_en" boolean DEFAULT false,
  	"version_net_weight_filled_zh_hant" boolean DEFAULT false,
  	"version_gross_weight_filled_en" boolean DEFAULT false,
  	"version_gross_weight_filled_zh_hant" boolean DEFAULT false,
  	"version_country_of_origin_filled_en" boolean DEFAULT false,
  	"version_country_of_origin_filled_zh_hant" boolean DEFAULT false,
  	"version_other_information_filled_en" boolean DEFAULT false,
  	"version_other_information_filled_zh_hant" boolean DEFAULT false,
  	"version_bleaching_filled_en" boolean DEFAULT false,
  	"version_bleaching_filled_zh_hant" boolean DEFAULT false,
  	"version_ironing_filled_en" boolean DEFAULT false,
  	"version_ironing_filled_zh_hant" boolean DEFAULT false,
  	"version_washing_temperature_filled_en" boolean DEFAULT false,
  	"version_washing_temperature_filled_zh_hant" boolean DEFAULT false,
  	"version_other_technical_info_filled_en" boolean DEFAULT false,
  	"version_other_technical_info_filled_zh_hant" boolean DEFAULT false,
  	"version_updated_by_filled" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_item_codes_v_locales" (
  	"version_composition" varchar,
  	"version_thread_type" varchar,
  	"version_denier" varchar,
  	"version_length" varchar,
  	"version_net_weight" varchar,
  	"version_gross_weight" varchar,
  	"version_country_of_origin" varchar,
  	"version_other_information" varchar,
  	"version_bleaching" varchar,
  	"version_ironing" varchar,
  	"version_washing_temperature" varchar,
  	"version_other_technical_info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_gallery_items_v_version_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_type" "enum__gallery_items_v_version_media_media_type" DEFAULT 'image' NOT NULL,
  	"file_id" integer,
  	"embed_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_gallery_items_v_version_media_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_gallery_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_status" "enum__gallery_items_v_version_status" DEFAULT 'Active' NOT NULL,
  	"version_display_order" numeric,
  	"version_is_pdf" boolean DEFAULT false,
  	"version_primary_image_id" integer,
  	"version_pdf_id" integer,
  	"version_updated_by_id" integer,
  	"version_name_filled_en" boolean DEFAULT false,
  	"version_name_filled_zh_hant" boolean DEFAULT false,
  	"version_description_filled_en" boolean DEFAULT false,
  	"version_description_filled_zh_hant" boolean DEFAULT false,
  	"version_primary_image_filled" boolean DEFAULT false,
  	"version_pdf_filled" boolean DEFAULT false,
  	"version_detailed_description_filled_en" boolean DEFAULT false,
  	"version_detailed_description_filled_zh_hant" boolean DEFAULT false,
  	"version_project_details_filled_en" boolean DEFAULT false,
  	"version_project_details_filled_zh_hant" boolean DEFAULT false,
  	"version_updated_by_filled" boolean DEFAULT false,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_gallery_items_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_detailed_description" varchar,
  	"version_project_details" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_gallery_items_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"gallery_categories_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "_news_items_v_version_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_type" "enum__news_items_v_version_media_media_type" DEFAULT 'image' NOT NULL,
  	"file_id" integer,
  	"embed_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_status" "enum__news_items_v_version_status" DEFAULT 'Active' NOT NULL,
  	"version_is_pinned" boolean DEFAULT false,
  	"version_display_order" numeric,
  	"version_published_at" timestamp(3) with time zone NOT NULL,
  	"version_likes" numeric DEFAULT 0,
  	"version_primary_image_id" integer NOT NULL,
  	"version_updated_by_id" integer,
  	"version_title_filled_en" boolean DEFAULT false,
  	"version_title_filled_zh_hant" boolean DEFAULT false,
  	"version_description_filled_en" boolean DEFAULT false,
  	"version_description_filled_zh_hant" boolean DEFAULT false,
  	"version_article_body_filled_en" boolean DEFAULT false,
  	"version_article_body_filled_zh_hant" boolean DEFAULT false,
  	"version_updated_by_filled" boolean DEFAULT false,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_news_items_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_article_body" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_general_settings_v_version_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_general_settings_v_version_carousel_slides_locales" (
  	"alt_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_general_settings_v_version_business_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_general_settings_v_version_business_hours_locales" (
  	"days" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_general_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_carousel_interval_ms" numeric DEFAULT 5000 NOT NULL,
  	"version_logo_id" integer,
  	"version_founding_year" numeric,
  	"version_telephone" varchar,
  	"version_info_email" varchar,
  	"version_map_embed_url" varchar,
  	"version_contact_email" varchar,
  	"version_facebook_url" varchar,
  	"version_instagram_url" varchar,
  	"version_wechat_qr_id" integer,
  	"version_whatsapp_qr_id" integer,
  	"version_whatsapp_chat_url" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_general_settings_v_locales" (
  	"version_company_name" varchar,
  	"version_brand_name" varchar,
  	"version_company_description" varchar,
  	"version_address" varchar,
  	"version_address_area" varchar,
  	"version_privacy_policy" varchar,
  	"version_terms_of_service" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_testimonials_locales" (
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_hero_headline" varchar,
  	"version_hero_subheadline" varchar,
  	"version_about_teaser_title" varchar,
  	"version_about_teaser_body" varchar,
  	"version_contact_cta_title" varchar,
  	"version_contact_cta_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_core_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_core_values_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_history_image_id" integer,
  	"version_metallic_yarn_image_id" integer,
  	"version_sustainability_image_id" integer,
  	"version_community_image_id" integer,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_history_heading" varchar,
  	"version_history_body" varchar,
  	"version_metallic_yarn_heading" varchar,
  	"version_metallic_yarn_body" varchar,
  	"version_sustainability_heading" varchar,
  	"version_sustainability_body" varchar,
  	"version_community_heading" varchar,
  	"version_community_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "products" ADD COLUMN "updated_by_filled" boolean DEFAULT false;
  ALTER TABLE "item_codes" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "item_codes" ADD COLUMN "updated_by_filled" boolean DEFAULT false;
  ALTER TABLE "gallery_items" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "gallery_items" ADD COLUMN "updated_by_filled" boolean DEFAULT false;
  ALTER TABLE "news_items" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "news_items" ADD COLUMN "updated_by_filled" boolean DEFAULT false;
  ALTER TABLE "general_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_catalogue_pdf_id_media_id_fk" FOREIGN KEY ("version_catalogue_pdf_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_item_codes_v" ADD CONSTRAINT "_item_codes_v_parent_id_item_codes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."item_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_item_codes_v" ADD CONSTRAINT "_item_codes_v_version_product_id_products_id_fk" FOREIGN KEY ("version_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_item_codes_v" ADD CONSTRAINT "_item_codes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_item_codes_v" ADD CONSTRAINT "_item_codes_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_item_codes_v_locales" ADD CONSTRAINT "_item_codes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_item_codes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_items_v_version_media" ADD CONSTRAINT "_gallery_items_v_version_media_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_items_v_version_media" ADD CONSTRAINT "_gallery_items_v_version_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gallery_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_items_v_version_media_locales" ADD CONSTRAINT "_gallery_items_v_version_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gallery_items_v_version_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_items_v" ADD CONSTRAINT "_gallery_items_v_parent_id_gallery_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_items_v" ADD CONSTRAINT "_gallery_items_v_version_primary_image_id_media_id_fk" FOREIGN KEY ("version_primary_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_items_v" ADD CONSTRAINT "_gallery_items_v_version_pdf_id_media_id_fk" FOREIGN KEY ("version_pdf_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_items_v" ADD CONSTRAINT "_gallery_items_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_items_v" ADD CONSTRAINT "_gallery_items_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_items_v_locales" ADD CONSTRAINT "_gallery_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gallery_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_items_v_rels" ADD CONSTRAINT "_gallery_items_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_gallery_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_items_v_rels" ADD CONSTRAINT "_gallery_items_v_rels_gallery_categories_fk" FOREIGN KEY ("gallery_categories_id") REFERENCES "public"."gallery_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_items_v_rels" ADD CONSTRAINT "_gallery_items_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_items_v_version_media" ADD CONSTRAINT "_news_items_v_version_media_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_items_v_version_media" ADD CONSTRAINT "_news_items_v_version_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_items_v" ADD CONSTRAINT "_news_items_v_parent_id_news_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_items_v" ADD CONSTRAINT "_news_items_v_version_primary_image_id_media_id_fk" FOREIGN KEY ("version_primary_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_items_v" ADD CONSTRAINT "_news_items_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_items_v" ADD CONSTRAINT "_news_items_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_items_v_locales" ADD CONSTRAINT "_news_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_general_settings_v_version_carousel_slides" ADD CONSTRAINT "_general_settings_v_version_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_general_settings_v_version_carousel_slides" ADD CONSTRAINT "_general_settings_v_version_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_general_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_general_settings_v_version_carousel_slides_locales" ADD CONSTRAINT "_general_settings_v_version_carousel_slides_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_general_settings_v_version_carousel_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_general_settings_v_version_business_hours" ADD CONSTRAINT "_general_settings_v_version_business_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_general_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_general_settings_v_version_business_hours_locales" ADD CONSTRAINT "_general_settings_v_version_business_hours_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_general_settings_v_version_business_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_general_settings_v" ADD CONSTRAINT "_general_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_general_settings_v" ADD CONSTRAINT "_general_settings_v_version_wechat_qr_id_media_id_fk" FOREIGN KEY ("version_wechat_qr_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_general_settings_v" ADD CONSTRAINT "_general_settings_v_version_whatsapp_qr_id_media_id_fk" FOREIGN KEY ("version_whatsapp_qr_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_general_settings_v" ADD CONSTRAINT "_general_settings_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_general_settings_v_locales" ADD CONSTRAINT "_general_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_general_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_testimonials" ADD CONSTRAINT "_home_page_v_version_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_testimonials_locales" ADD CONSTRAINT "_home_page_v_version_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_core_values" ADD CONSTRAINT "_about_page_v_version_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_core_values_locales" ADD CONSTRAINT "_about_page_v_version_core_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_core_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_history_image_id_media_id_fk" FOREIGN KEY ("version_history_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_metallic_yarn_image_id_media_id_fk" FOREIGN KEY ("version_metallic_yarn_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_sustainability_image_id_media_id_fk" FOREIGN KEY ("version_sustainability_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_community_image_id_media_id_fk" FOREIGN KEY ("version_community_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_status_idx" ON "_products_v" USING btree ("version_status");
  CREATE INDEX "_products_v_version_version_display_order_idx" ON "_products_v" USING btree ("version_display_order");
  CREATE INDEX "_products_v_version_version_image_idx" ON "_products_v" USING btree ("version_image_id");
  CREATE INDEX "_products_v_version_version_catalogue_pdf_idx" ON "_products_v" USING btree ("version_catalogue_pdf_id");
  CREATE INDEX "_products_v_version_version_updated_by_idx" ON "_products_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_locales_parent_idx" ON "_products_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_categories_id_idx" ON "_products_v_rels" USING btree ("categories_id");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_item_codes_v_parent_idx" ON "_item_codes_v" USING btree ("parent_id");
  CREATE INDEX "_item_codes_v_version_version_product_idx" ON "_item_codes_v" USING btree ("version_product_id");
  CREATE INDEX "_item_codes_v_version_version_item_code_idx" ON "_item_codes_v" USING btree ("version_item_code");
  CREATE INDEX "_item_codes_v_version_version_image_idx" ON "_item_codes_v" USING btree ("version_image_id");
  CREATE INDEX "_item_codes_v_version_version_updated_by_idx" ON "_item_codes_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_item_codes_v_version_version_updated_at_idx" ON "_item_codes_v" USING btree ("version_updated_at");
  CREATE INDEX "_item_codes_v_version_version_created_at_idx" ON "_item_codes_v" USING btree ("version_created_at");
  CREATE INDEX "_item_codes_v_created_at_idx" ON "_item_codes_v" USING btree ("created_at");
  CREATE INDEX "_item_codes_v_updated_at_idx" ON "_item_codes_v" USING btree ("updated_at");
  CREATE INDEX "version_product_version_itemCode_idx" ON "_item_codes_v" USING btree ("version_product_id","version_item_code");
  CREATE UNIQUE INDEX "_item_codes_v_locales_locale_parent_id_unique" ON "_item_codes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_item_codes_v_locales_parent_idx" ON "_item_codes_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_gallery_items_v_version_media_order_idx" ON "_gallery_items_v_version_media" USING btree ("_order");
  CREATE INDEX "_gallery_items_v_version_media_parent_id_idx" ON "_gallery_items_v_version_media" USING btree ("_parent_id");
  CREATE INDEX "_gallery_items_v_version_media_file_idx" ON "_gallery_items_v_version_media" USING btree ("file_id");
  CREATE UNIQUE INDEX "_gallery_items_v_version_media_locales_locale_parent_id_uniq" ON "_gallery_items_v_version_media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_gallery_items_v_version_media_locales_parent_idx" ON "_gallery_items_v_version_media_locales" USING btree ("_parent_id");
  CREATE INDEX "_gallery_items_v_parent_idx" ON "_gallery_items_v" USING btree ("parent_id");
  CREATE INDEX "_gallery_items_v_version_version_slug_idx" ON "_gallery_items_v" USING btree ("version_slug");
  CREATE INDEX "_gallery_items_v_version_version_status_idx" ON "_gallery_items_v" USING btree ("version_status");
  CREATE INDEX "_gallery_items_v_version_version_display_order_idx" ON "_gallery_items_v" USING btree ("version_display_order");
  CREATE INDEX "_gallery_items_v_version_version_primary_image_idx" ON "_gallery_items_v" USING btree ("version_primary_image_id");
  CREATE INDEX "_gallery_items_v_version_version_pdf_idx" ON "_gallery_items_v" USING btree ("version_pdf_id");
  CREATE INDEX "_gallery_items_v_version_version_updated_by_idx" ON "_gallery_items_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_gallery_items_v_version_meta_version_meta_image_idx" ON "_gallery_items_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_gallery_items_v_version_version_updated_at_idx" ON "_gallery_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_gallery_items_v_version_version_created_at_idx" ON "_gallery_items_v" USING btree ("version_created_at");
  CREATE INDEX "_gallery_items_v_created_at_idx" ON "_gallery_items_v" USING btree ("created_at");
  CREATE INDEX "_gallery_items_v_updated_at_idx" ON "_gallery_items_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_gallery_items_v_locales_locale_parent_id_unique" ON "_gallery_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_gallery_items_v_locales_parent_idx" ON "_gallery_items_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_gallery_items_v_rels_order_idx" ON "_gallery_items_v_rels" USING btree ("order");
  CREATE INDEX "_gallery_items_v_rels_parent_idx" ON "_gallery_items_v_rels" USING btree ("parent_id");
  CREATE INDEX "_gallery_items_v_rels_path_idx" ON "_gallery_items_v_rels" USING btree ("path");
  CREATE INDEX "_gallery_items_v_rels_gallery_categories_id_idx" ON "_gallery_items_v_rels" USING btree ("gallery_categories_id");
  CREATE INDEX "_gallery_items_v_rels_products_id_idx" ON "_gallery_items_v_rels" USING btree ("products_id");
  CREATE INDEX "_news_items_v_version_media_order_idx" ON "_news_items_v_version_media" USING btree ("_order");
  CREATE INDEX "_news_items_v_version_media_parent_id_idx" ON "_news_items_v_version_media" USING btree ("_parent_id");
  CREATE INDEX "_news_items_v_version_media_file_idx" ON "_news_items_v_version_media" USING btree ("file_id");
  CREATE INDEX "_news_items_v_parent_idx" ON "_news_items_v" USING btree ("parent_id");
  CREATE INDEX "_news_items_v_version_version_slug_idx" ON "_news_items_v" USING btree ("version_slug");
  CREATE INDEX "_news_items_v_version_version_status_idx" ON "_news_items_v" USING btree ("version_status");
  CREATE INDEX "_news_items_v_version_version_is_pinned_idx" ON "_news_items_v" USING btree ("version_is_pinned");
  CREATE INDEX "_news_items_v_version_version_display_order_idx" ON "_news_items_v" USING btree ("version_display_order");
  CREATE INDEX "_news_items_v_version_version_published_at_idx" ON "_news_items_v" USING btree ("version_published_at");
  CREATE INDEX "_news_items_v_version_version_primary_image_idx" ON "_news_items_v" USING btree ("version_primary_image_id");
  CREATE INDEX "_news_items_v_version_version_updated_by_idx" ON "_news_items_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_news_items_v_version_meta_version_meta_image_idx" ON "_news_items_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_news_items_v_version_version_updated_at_idx" ON "_news_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_items_v_version_version_created_at_idx" ON "_news_items_v" USING btree ("version_created_at");
  CREATE INDEX "_news_items_v_created_at_idx" ON "_news_items_v" USING btree ("created_at");
  CREATE INDEX "_news_items_v_updated_at_idx" ON "_news_items_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_news_items_v_locales_locale_parent_id_unique" ON "_news_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_items_v_locales_parent_idx" ON "_news_items_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_general_settings_v_version_carousel_slides_order_idx" ON "_general_settings_v_version_carousel_slides" USING btree ("_order");
  CREATE INDEX "_general_settings_v_version_carousel_slides_parent_id_idx" ON "_general_settings_v_version_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_general_settings_v_version_carousel_slides_image_idx" ON "_general_settings_v_version_carousel_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "_general_settings_v_version_carousel_slides_locales_locale_p" ON "_general_settings_v_version_carousel_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_general_settings_v_version_carousel_slides_locales_parent_idx" ON "_general_settings_v_version_carousel_slides_locales" USING btree ("_parent_id");
  CREATE INDEX "_general_settings_v_version_business_hours_order_idx" ON "_general_settings_v_version_business_hours" USING btree ("_order");
  CREATE INDEX "_general_settings_v_version_business_hours_parent_id_idx" ON "_general_settings_v_version_business_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_general_settings_v_version_business_hours_locales_locale_pa" ON "_general_settings_v_version_business_hours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_general_settings_v_version_business_hours_locales_parent_idx" ON "_general_settings_v_version_business_hours_locales" USING btree ("_parent_id");
  CREATE INDEX "_general_settings_v_version_version_logo_idx" ON "_general_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_general_settings_v_version_version_wechat_qr_idx" ON "_general_settings_v" USING btree ("version_wechat_qr_id");
  CREATE INDEX "_general_settings_v_version_version_whatsapp_qr_idx" ON "_general_settings_v" USING btree ("version_whatsapp_qr_id");
  CREATE INDEX "_general_settings_v_version_version_updated_by_idx" ON "_general_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_general_settings_v_created_at_idx" ON "_general_settings_v" USING btree ("created_at");
  CREATE INDEX "_general_settings_v_updated_at_idx" ON "_general_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_general_settings_v_locales_locale_parent_id_unique" ON "_general_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_general_settings_v_locales_parent_idx" ON "_general_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_testimonials_order_idx" ON "_home_page_v_version_testimonials" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_testimonials_parent_id_idx" ON "_home_page_v_version_testimonials" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_testimonials_locales_locale_parent_id_u" ON "_home_page_v_version_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_testimonials_locales_parent_idx" ON "_home_page_v_version_testimonials_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_version_updated_by_idx" ON "_home_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_locales_parent_idx" ON "_home_page_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_core_values_order_idx" ON "_about_page_v_version_core_values" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_core_values_parent_id_idx" ON "_about_page_v_version_core_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_core_values_locales_locale_parent_id_u" ON "_about_page_v_version_core_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_core_values_locales_parent_idx" ON "_about_page_v_version_core_values_locales" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_history_version_history_image_idx" ON "_about_page_v" USING btree ("version_history_image_id");
  CREATE INDEX "_about_page_v_version_metallic_yarn_version_metallic_yar_idx" ON "_about_page_v" USING btree ("version_metallic_yarn_image_id");
  CREATE INDEX "_about_page_v_version_sustainability_version_sustainabil_idx" ON "_about_page_v" USING btree ("version_sustainability_image_id");
  CREATE INDEX "_about_page_v_version_community_version_community_image_idx" ON "_about_page_v" USING btree ("version_community_image_id");
  CREATE INDEX "_about_page_v_version_version_updated_by_idx" ON "_about_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_locales_parent_idx" ON "_about_page_v_locales" USING btree ("_parent_id");
  ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "item_codes" ADD CONSTRAINT "item_codes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_items" ADD CONSTRAINT "news_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "general_settings" ADD CONSTRAINT "general_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_updated_by_idx" ON "products" USING btree ("updated_by_id");
  CREATE INDEX "item_codes_updated_by_idx" ON "item_codes" USING btree ("updated_by_id");
  CREATE INDEX "gallery_items_updated_by_idx" ON "gallery_items" USING btree ("updated_by_id");
  CREATE INDEX "news_items_updated_by_idx" ON "news_items" USING btree ("updated_by_id");
  CREATE INDEX "general_settings_updated_by_idx" ON "general_settings" USING btree ("updated_by_id");
  CREATE INDEX "home_page_updated_by_idx" ON "home_page" USING btree ("updated_by_id");
  CREATE INDEX "about_page_updated_by_idx" ON "about_page" USING btree ("updated_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_item_codes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_item_codes_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_items_v_version_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_items_v_version_media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_items_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_items_v_version_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_general_settings_v_version_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_general_settings_v_version_carousel_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_general_settings_v_version_business_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_general_settings_v_version_business_hours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_general_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_general_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_core_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_core_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "_item_codes_v" CASCADE;
  DROP TABLE "_item_codes_v_locales" CASCADE;
  DROP TABLE "_gallery_items_v_version_media" CASCADE;
  DROP TABLE "_gallery_items_v_version_media_locales" CASCADE;
  DROP TABLE "_gallery_items_v" CASCADE;
  DROP TABLE "_gallery_items_v_locales" CASCADE;
  DROP TABLE "_gallery_items_v_rels" CASCADE;
  DROP TABLE "_news_items_v_version_media" CASCADE;
  DROP TABLE "_news_items_v" CASCADE;
  DROP TABLE "_news_items_v_locales" CASCADE;
  DROP TABLE "_general_settings_v_version_carousel_slides" CASCADE;
  DROP TABLE "_general_settings_v_version_carousel_slides_locales" CASCADE;
  DROP TABLE "_general_settings_v_version_business_hours" CASCADE;
  DROP TABLE "_general_settings_v_version_business_hours_locales" CASCADE;
  DROP TABLE "_general_settings_v" CASCADE;
  DROP TABLE "_general_settings_v_locales" CASCADE;
  DROP TABLE "_home_page_v_version_testimonials" CASCADE;
  DROP TABLE "_home_page_v_version_testimonials_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "_about_page_v_version_core_values" CASCADE;
  DROP TABLE "_about_page_v_version_core_values_locales" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  ALTER TABLE "products" DROP CONSTRAINT "products_updated_by_id_users_id_fk";
  
  ALTER TABLE "item_codes" DROP CONSTRAINT "item_codes_updated_by_id_users_id_fk";
  
  ALTER TABLE "gallery_items" DROP CONSTRAINT "gallery_items_updated_by_id_users_id_fk";
  
  ALTER TABLE "news_items" DROP CONSTRAINT "news_items_updated_by_id_users_id_fk";
  
  ALTER TABLE "general_settings" DROP CONSTRAINT "general_settings_updated_by_id_users_id_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_updated_by_id_users_id_fk";
  
  DROP INDEX "products_updated_by_idx";
  DROP INDEX "item_codes_updated_by_idx";
  DROP INDEX "gallery_items_updated_by_idx";
  DROP INDEX "news_items_updated_by_idx";
  DROP INDEX "general_settings_updated_by_idx";
  DROP INDEX "home_page_updated_by_idx";
  DROP INDEX "about_page_updated_by_idx";
  ALTER TABLE "products" DROP COLUMN "updated_by_id";
  ALTER TABLE "products" DROP COLUMN "updated_by_filled";
  ALTER TABLE "item_codes" DROP COLUMN "updated_by_id";
  ALTER TABLE "item_codes" DROP COLUMN "updated_by_filled";
  ALTER TABLE "gallery_items" DROP COLUMN "updated_by_id";
  ALTER TABLE "gallery_items" DROP COLUMN "updated_by_filled";
  ALTER TABLE "news_items" DROP COLUMN "updated_by_id";
  ALTER TABLE "news_items" DROP COLUMN "updated_by_filled";
  ALTER TABLE "general_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "home_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "about_page" DROP COLUMN "updated_by_id";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__gallery_items_v_version_media_media_type";
  DROP TYPE "public"."enum__gallery_items_v_version_status";
  DROP TYPE "public"."enum__news_items_v_version_media_media_type";
  DROP TYPE "public"."enum__news_items_v_version_status";`)
}
