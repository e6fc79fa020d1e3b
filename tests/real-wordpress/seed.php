<?php
/**
 * TEST ONLY. Seeds the test WordPress from seed.json (tests/real-wordpress/seed.ts: the embedded
 * CMS's content) and makes the settings docs/wordpress/README.md asks an administrator for:
 * permalinks by post name, the front page, the preview user with the "Vitrine preview" role and
 * an application password. Prints the credentials the tests use as JSON.
 */
$_SERVER['HTTP_HOST']   = getenv( 'VITRINE_TEST_HOST' );
$_SERVER['REQUEST_URI'] = '/';
require __DIR__ . '/wp/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

wp_set_current_user( 1 ); // the administrator: unfiltered HTML, as an editor's blocks are saved
$seed = json_decode( file_get_contents( __DIR__ . '/seed.json' ), true );

update_option( 'timezone_string', 'Europe/Paris' );
update_option( 'blogdescription', 'La communauté des universités, écoles, laboratoires et entreprises d’Auvergne-Rhône-Alpes' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'vitrine_test_polylang', getenv( 'VITRINE_TEST_POLYLANG' ) ? getenv( 'VITRINE_TEST_POLYLANG' ) : 'free' );
foreach ( array( 'fr', 'en' ) as $lang ) {
	wp_insert_term( $lang, 'language', array( 'slug' => $lang ) );
}

// Remove core's sample page and post: the demo content has ids of its own.
foreach ( get_posts( array( 'post_type' => 'any', 'post_status' => 'any', 'posts_per_page' => -1 ) ) as $sample ) {
	wp_delete_post( $sample->ID, true );
}

foreach ( $seed['posts'] as $post ) {
	$GLOBALS['vitrine_test_inserting_lang'] = $post['lang'];
	$id                                     = wp_insert_post(
		wp_slash(
			array(
				'import_id'     => $post['id'],
				'post_type'     => $post['type'],
				'post_status'   => $post['status'],
				'post_name'     => $post['slug'],
				'post_parent'   => $post['parent'],
				'menu_order'    => $post['menu_order'],
				'post_date'     => str_replace( 'T', ' ', $post['date'] ),
				'post_date_gmt' => str_replace( 'T', ' ', $post['date_gmt'] ),
				'post_title'    => $post['title'],
				'post_content'  => $post['content'],
				'post_excerpt'  => $post['excerpt'],
				'post_author'   => 1,
			)
		),
		true
	);
	if ( is_wp_error( $id ) || (int) $id !== (int) $post['id'] ) {
		fwrite( STDERR, 'Could not insert post ' . $post['id'] . ': ' . ( is_wp_error( $id ) ? $id->get_error_message() : "got id $id" ) . "\n" );
		exit( 1 );
	}
	wp_set_object_terms( $id, $post['lang'], 'language' );
	update_post_meta( $id, '_vitrine_test_translations', $post['translations'] );
	if ( $post['acf'] ) {
		update_post_meta( $id, '_vitrine_test_acf', wp_slash( $post['acf'] ) );
	}
	update_post_meta( $id, '_vitrine_test_yoast', wp_slash( $post['yoast'] ) );
}
unset( $GLOBALS['vitrine_test_inserting_lang'] );
update_option( 'vitrine_test_acf_options', $seed['options'] );

foreach ( $seed['forms'] as $form ) {
	wp_insert_post(
		array(
			'import_id'   => $form['id'],
			'post_type'   => 'wpcf7_contact_form',
			'post_status' => 'publish',
			'post_title'  => $form['title'],
			'meta_input'  => array( '_locale' => $form['locale'] ),
		)
	);
}

// Settings → Reading: the home page; Settings → Permalinks: post name.
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', 109 );
flush_rewrite_rules( false );

// README, "Preview": a user with the role "Vitrine preview" and its application password.
$preview_id = wp_insert_user(
	array(
		'user_login' => 'vitrine-preview',
		'user_pass'  => wp_generate_password( 40 ),
		'user_email' => 'preview@example.org',
		'role'       => 'vitrine_preview',
	)
);
if ( is_wp_error( $preview_id ) ) {
	fwrite( STDERR, 'Could not create the preview user: ' . $preview_id->get_error_message() . "\n" );
	exit( 1 );
}
list( $preview_password ) = WP_Application_Passwords::create_new_application_password( $preview_id, array( 'name' => 'Vitrine site' ) );
// The tests edit content as an editor does, through the REST API, with the administrator's own.
list( $admin_password ) = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'Vitrine tests' ) );

echo wp_json_encode(
	array(
		'admin'   => array( 'user' => 'admin', 'password' => WP_Application_Passwords::chunk_password( $admin_password ) ),
		'preview' => array( 'user' => 'vitrine-preview', 'password' => WP_Application_Passwords::chunk_password( $preview_password ) ),
	)
), "\n";
